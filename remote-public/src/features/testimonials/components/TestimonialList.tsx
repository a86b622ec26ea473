import { Stars } from '../../../components/Stars';
import '../testimonials.css';
import type { Testimonial } from '../testimonials';

/** Review cards: stars, the quote, then who said it and in which class. */
export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="testimonials">
      {items.map((item) => (
        <li key={`${item.author}-${item.text.slice(0, 12)}`} className="testimonial">
          <article className="testimonial__card">
            <Stars rating={item.rating} />
            <blockquote className="testimonial__quote">
              <p>{item.text}</p>
            </blockquote>
            <footer className="testimonial__footer">
              <span className="testimonial__author">{item.author}</span>
              <span className="testimonial__course">{item.course}</span>
            </footer>
          </article>
        </li>
      ))}
    </ul>
  );
}
