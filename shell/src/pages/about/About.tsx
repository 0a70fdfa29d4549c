import { brand } from '@ata/core/site';
import { buttonClass, Link } from '@ata/ui';
import { PageHero } from '../PageHero.tsx';

const reasons = [
  {
    title: 'Sourced from farmers',
    text: 'We buy directly from growers and market women we know by name, so they earn more and you get fresher produce.',
  },
  {
    title: 'Authentic flavours',
    text: 'Uziza, ehuru, suya spice, crayfish and ogiri the way they taste at home — no fillers, no shortcuts.',
  },
  {
    title: 'Fast delivery',
    text: 'Orders are packed within 24 hours and reach you in 2-3 business days anywhere in Nigeria.',
  },
  {
    title: 'Quality checked',
    text: 'Every batch is cleaned, sorted and sealed in our Lagos store before it ships.',
  },
];

const timeline = [
  {
    year: '2020',
    title: 'The Beginning',
    text: `${brand.founder} starts selling hand-blended pepper soup spice from a market stall in Lagos.`,
  },
  {
    year: '2021',
    title: 'Building Partnerships',
    text: 'We partner with farming families in Kano, Enugu and Ondo for grains, spices and palm oil.',
  },
  {
    year: '2022',
    title: 'Going Digital',
    text: `${brand.name} opens online and starts delivering to every state in Nigeria.`,
  },
  {
    year: 'Today',
    title: 'Growing Community',
    text: 'Thousands of home cooks, chefs and caterers stock their kitchens with us every month.',
  },
];

/** About: 'Our Story' hero, Mission, a 'Why Choose' block and the 2020–Today timeline. */
export default function About() {
  return (
    <article className="shell-page">
      <PageHero eyebrow="About Us" title="Our Story">
        <p>
          {`${brand.name} began with one idea: the flavours of a Nigerian kitchen should be easy to find, honestly priced and true to where they come from.`}
        </p>
      </PageHero>

      <section className="shell-container shell-section shell-mission" aria-labelledby="about-mission">
        <h2 id="about-mission">Our Mission</h2>
        <p>
          {`To bring authentic Nigerian spices and foodstuffs to every home, while paying the farmers and traders who grow and prepare them a fair price. ${brand.blurb}`}
        </p>
      </section>

      <section className="shell-section shell-section--muted" aria-labelledby="about-why">
        <div className="shell-container">
          <h2 id="about-why">{`Why Choose ${brand.name}`}</h2>
          <ul className="shell-features">
            {reasons.map((reason) => (
              <li key={reason.title} className="shell-card">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="shell-container shell-section" aria-labelledby="about-journey">
        <h2 id="about-journey">Our Journey</h2>
        <ol className="shell-timeline">
          {timeline.map((step) => (
            <li key={step.year} className="shell-timeline__item">
              <span className="shell-timeline__year">{step.year}</span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="shell-cta">
          <Link href="/shop" className={buttonClass('primary', 'lg')}>
            Browse Products
          </Link>
        </p>
      </section>
    </article>
  );
}
