import { useEffect, useState } from 'react';
import { isScrolled } from '../header-behaviour';

/** True once the page is scrolled more than 20 px (false on the server and before mount). */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolled(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}
