/** A static list of three testimonials, rated 4.5 to 5 (half stars). */
export interface Testimonial {
  name: string;
  location: string;
  rating: number;
  text: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Chioma Okeke',
    location: 'Lekki, Lagos',
    rating: 5,
    text: 'The ata rodo and crayfish taste just like the ones from my mother’s market in Onitsha. My order arrived in two days, well packed.',
  },
  {
    name: 'Tunde Bakare',
    location: 'Wuse, Abuja',
    rating: 4.5,
    text: 'Finally, proper ofada rice and iru without the hunt. Fresh, fairly priced, and the WhatsApp ordering is so easy.',
  },
  {
    name: 'Amaka Eze',
    location: 'Port Harcourt, Rivers',
    rating: 5,
    text: 'Their suya spice is now a staple in our house. The recipe bundle for pepper soup had everything I needed.',
  },
];
