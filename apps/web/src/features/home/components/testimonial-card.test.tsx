import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestimonialCard } from './testimonial-card';

const testimonial = {
  id: 7,
  name: 'Julia M.',
  role: 'Projektmanagerin',
  content: 'Sehr hilfreich.',
  order: 1,
};
const html = (expanded: boolean) =>
  renderToStaticMarkup(<TestimonialCard testimonial={testimonial} expanded={expanded} onToggle={() => {}} />);

describe('TestimonialCard', () => {
  it('clamps the text to 4 lines while collapsed', () => {
    const out = html(false);
    expect(out).toContain('aria-expanded="false"');
    expect(out).toContain('aria-controls="testimonial-7-text"');
    expect(out).toContain('line-clamp-4');
    expect(out).not.toContain('border-primary-600');
  });

  it('shows the full text with a highlighted border when expanded', () => {
    const out = html(true);
    expect(out).toContain('aria-expanded="true"');
    expect(out).not.toContain('line-clamp-4');
    expect(out).toContain('border-primary-600');
  });
});
