/**
 * The site settings' fields as the owner reads them — a label and its one-sentence explanation —
 * wherever a screen names one (the settings screen, a picture's "used in" list).
 */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { pair } from '../i18n/word-pair';

const en = {
  site_name: pair(
    'Website name',
    'Shown in the header (as its initial when there is no logo), the footer and the browser tab.',
  ),
  site_description: pair(
    'Short description',
    'One or two sentences about you, shown in the footer under the name.',
  ),
  blog_enabled: pair(
    'Show the blog',
    'When off, the blog disappears from the menu and /blog leads visitors to the home page.',
  ),
  career_enabled: pair(
    'Show the career pages',
    'When off, the career pages disappear from the menu and /career leads to the home page.',
  ),
  contact_button_redirect_url: pair(
    'Contact button goes to',
    'Leave empty to use the contact page; an address starting with https:// opens in a new tab.',
  ),
  use_logo_instead_of_initial: pair(
    'Show the logo instead of the initial',
    'On: the header shows the logo image below; off: the first letter of the website name.',
  ),
  header_logo: pair('Logo image', 'The picture shown in the header when the logo is switched on.'),
  header_logo_link: pair('Logo links to', 'Where a click on the logo goes; empty means the home page.'),
  show_footer_company_info: pair(
    'Show the company block',
    'The name, description and social icons at the left of the footer.',
  ),
  show_footer_newsletter: pair(
    'Show the newsletter sign-up',
    'The box where visitors subscribe to your newsletter.',
  ),
  footer_mode: pair(
    'Footer action',
    'What the footer offers besides the links: a newsletter sign-up, a button, or nothing.',
  ),
  footer_button_url: pair(
    'Footer button goes to',
    'The address of the footer button (only when the footer action is a button).',
  ),
  footer_button_target: pair('Footer button opens', 'In the same tab, or in a new tab (for other websites).'),
  show_hero_stats: pair(
    'Show the figures on the home page',
    'The short numbers under the home page introduction (for example “10 years”).',
  ),
  enable_theme_toggle: pair(
    'Let visitors switch light/dark',
    'On: visitors get a sun/moon switch; off: everyone sees the fixed mode below.',
  ),
  fixed_theme_mode: pair('Fixed mode', 'The look everyone sees when visitors cannot switch.'),
  use_favicon: pair(
    'Use your own favicon',
    'The small picture in the browser tab; off shows the browser’s default.',
  ),
  favicon_source: pair('Favicon picture', 'Which of your pictures becomes the favicon.'),
  favicon_logo: pair('Favicon image', 'Used when the favicon picture is “own favicon image”.'),
  about_logo: pair('About page picture', 'The picture on the about page; it can also serve as favicon.'),
};

const de: typeof en = {
  site_name: pair(
    'Name der Website',
    'Erscheint in der Kopfzeile (als Anfangsbuchstabe, wenn kein Logo da ist), in der Fußzeile und im Browser-Tab.',
  ),
  site_description: pair('Kurzbeschreibung', 'Ein, zwei Sätze über Sie, in der Fußzeile unter dem Namen.'),
  blog_enabled: pair(
    'Blog zeigen',
    'Aus: Der Blog verschwindet aus dem Menü und /blog führt zur Startseite.',
  ),
  career_enabled: pair(
    'Karriereseiten zeigen',
    'Aus: Die Karriereseiten verschwinden aus dem Menü und /career führt zur Startseite.',
  ),
  contact_button_redirect_url: pair(
    'Kontakt-Button führt zu',
    'Leer lassen für die Kontaktseite; eine Adresse mit https:// öffnet sich in einem neuen Tab.',
  ),
  use_logo_instead_of_initial: pair(
    'Logo statt Anfangsbuchstabe',
    'An: Die Kopfzeile zeigt das Logo unten; aus: den ersten Buchstaben des Website-Namens.',
  ),
  header_logo: pair('Logo-Bild', 'Das Bild in der Kopfzeile, wenn das Logo eingeschaltet ist.'),
  header_logo_link: pair('Logo verlinkt auf', 'Wohin ein Klick auf das Logo führt; leer heißt Startseite.'),
  show_footer_company_info: pair(
    'Firmenblock zeigen',
    'Name, Beschreibung und Social-Icons links in der Fußzeile.',
  ),
  show_footer_newsletter: pair(
    'Newsletter-Anmeldung zeigen',
    'Das Feld, in dem Besucher Ihren Newsletter bestellen.',
  ),
  footer_mode: pair(
    'Aktion in der Fußzeile',
    'Was die Fußzeile außer Links anbietet: Newsletter-Anmeldung, einen Button oder nichts.',
  ),
  footer_button_url: pair(
    'Fußzeilen-Button führt zu',
    'Die Adresse des Buttons (nur wenn die Aktion ein Button ist).',
  ),
  footer_button_target: pair(
    'Fußzeilen-Button öffnet',
    'Im selben Tab oder in einem neuen Tab (für andere Websites).',
  ),
  show_hero_stats: pair(
    'Kennzahlen auf der Startseite zeigen',
    'Die kurzen Zahlen unter der Einleitung der Startseite (etwa „10 Jahre“).',
  ),
  enable_theme_toggle: pair(
    'Hell/Dunkel wählbar',
    'An: Besucher bekommen einen Sonne/Mond-Schalter; aus: alle sehen den festen Modus unten.',
  ),
  fixed_theme_mode: pair('Fester Modus', 'Das Aussehen für alle, wenn Besucher nicht umschalten können.'),
  use_favicon: pair(
    'Eigenes Favicon verwenden',
    'Das kleine Bild im Browser-Tab; aus zeigt das Standardbild des Browsers.',
  ),
  favicon_source: pair('Favicon-Bild', 'Welches Ihrer Bilder zum Favicon wird.'),
  favicon_logo: pair('Favicon-Bild', 'Gilt, wenn als Favicon-Bild „eigenes Favicon-Bild“ gewählt ist.'),
  about_logo: pair(
    'Bild der Über-mich-Seite',
    'Das Bild auf der Über-mich-Seite; es kann auch als Favicon dienen.',
  ),
};

export type SiteSettingNames = typeof en;

export const SITE_SETTING_NAMES: Record<ConsoleLanguage, SiteSettingNames> = { de, en };
