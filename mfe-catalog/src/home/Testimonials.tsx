import { Stars } from '@ata/ui';
import { testimonials } from './testimonials.ts';

export function Testimonials() {
  return (
    <section className="cat-section cat-section--muted" aria-labelledby="cat-testimonials-title">
      <div className="cat-page">
        <div className="cat-section__header">
          <h2 id="cat-testimonials-title" className="cat-section__title">
            What Our Customers Say
          </h2>
        </div>
        <ul className="cat-testimonials">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="cat-testimonial">
                <Stars rating={testimonial.rating} className="cat-testimonial__stars" />
                <blockquote className="cat-testimonial__text">
                  <p>{`“${testimonial.text}”`}</p>
                </blockquote>
                <figcaption className="cat-testimonial__author">
                  <span className="cat-testimonial__name">{testimonial.name}</span>
                  <span className="cat-testimonial__location">{testimonial.location}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
