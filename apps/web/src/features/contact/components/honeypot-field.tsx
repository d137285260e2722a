import type { Ref } from 'react';

/**
 * The honeypot (decision 057): a plain "Website" field that form-filling bots complete and people
 * never meet. It sits off-screen, outside the tab order, without autofill, and its wrapper is
 * hidden from assistive technology. Anything typed into it marks the message as spam on the API.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="contact-website">Website</label>
      <input
        ref={inputRef}
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
