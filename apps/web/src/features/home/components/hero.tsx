import { useTexts } from '../../../shared/content/use-texts';
import { HOME_TEXT_TYPES } from '../home-texts';
import { HeroSection } from './hero-section';

/**
 * The hero as an island (decision 120): its links work as plain links and its video's play button
 * is held until its code is there; it reads the same texts as the page, from the same store.
 */
export function Hero() {
  const { t } = useTexts(HOME_TEXT_TYPES);
  return <HeroSection t={t} />;
}
