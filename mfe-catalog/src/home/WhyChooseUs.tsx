const benefits = [
  {
    title: 'Premium Quality',
    text: 'Hand-picked spices and grains, cleaned and packed with care.',
    icon: 'M24 4l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z',
  },
  {
    title: 'Fast Delivery',
    text: 'Delivered to your door in 2-3 business days across Nigeria.',
    icon: 'M4 12h26v18H4zm26 6h8l6 7v5h-14zM12 34a4 4 0 1 0 .1 0zm24 0a4 4 0 1 0 .1 0z',
  },
  {
    title: 'Authentic Flavors',
    text: 'Sourced directly from local farmers and markets for the true taste of home.',
    icon: 'M24 4c10 8 14 16 14 24a14 14 0 0 1-28 0c0-8 4-16 14-24z',
  },
  {
    title: 'Quality Guaranteed',
    text: 'Not happy with an item? Tell us within 7 days and we will make it right.',
    icon: 'M24 4l16 6v12c0 10-7 18-16 22C15 40 8 32 8 22V10zm-7 20 5 5 10-10-3-3-7 7-2-2z',
  },
];

export function WhyChooseUs() {
  return (
    <section className="cat-section" aria-labelledby="cat-why-title">
      <div className="cat-page">
        <div className="cat-section__header">
          <h2 id="cat-why-title" className="cat-section__title">
            Why Choose Us
          </h2>
          <p className="cat-section__lead">The taste of Nigerian markets, without the trip.</p>
        </div>
        <ul className="cat-benefits">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="cat-benefit">
              <svg viewBox="0 0 48 48" width="32" height="32" aria-hidden="true" focusable="false">
                <path fill="currentColor" fillRule="evenodd" d={benefit.icon} />
              </svg>
              <h3 className="cat-benefit__title">{benefit.title}</h3>
              <p className="cat-benefit__text">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
