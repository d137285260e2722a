import { ANALYTICS } from '@wegweiser/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import {
  blockText,
  type ClickedElement,
  type ClickedNode,
  clickData,
  clickPoint,
  cutText,
  isRepeatClick,
  textBlockOf,
} from './click-data';

type Child = string | ClickedElement;

/** A fake DOM element: tag, attributes and children (strings are text nodes). */
const el = (
  tagName: string,
  attributes: Record<string, string> = {},
  children: Child[] = [],
): ClickedElement => {
  const childNodes: ClickedNode[] = children.map((child) =>
    typeof child === 'string' ? { nodeType: 3, textContent: child } : child,
  );
  return {
    nodeType: 1,
    id: attributes.id ?? '',
    tagName: tagName.toUpperCase(),
    childNodes,
    get textContent() {
      return childNodes.map((node) => node.textContent ?? '').join('');
    },
    getAttribute: (name) => attributes[name] ?? null,
  };
};

/** An element as the old tests built it: text, attributes, no children. */
const element = (
  fields: Partial<Pick<ClickedElement, 'id' | 'tagName' | 'textContent'>> & {
    attributes?: Record<string, string>;
  },
): ClickedElement => ({
  nodeType: 1,
  id: fields.id ?? '',
  tagName: fields.tagName ?? 'A',
  textContent: fields.textContent ?? null,
  childNodes: [],
  getAttribute: (name) => fields.attributes?.[name] ?? null,
});

describe('cutText', () => {
  it('keeps the first 100 characters', () => {
    expect(ANALYTICS.clickTextMaxLength).toBe(100);
    const text = 'x'.repeat(150);
    expect(cutText(text)).toBe('x'.repeat(100));
    expect(cutText('kurz')).toBe('kurz');
    expect(cutText('y'.repeat(100))).toHaveLength(100);
  });

  it('collapses whitespace before cutting', () => {
    expect(cutText('  Mehr\n   erfahren  ')).toBe('Mehr erfahren');
  });

  it('never leaves half of an emoji at the cut', () => {
    const text = `${'a'.repeat(99)}😀tail`;
    expect(cutText(text)).toBe('a'.repeat(99));
  });
});

describe('clickData', () => {
  it('reads every click field of the spec', () => {
    const link = element({
      id: 'cta',
      tagName: 'A',
      textContent: '  Jetzt   anfragen ',
      attributes: { class: 'btn primary', href: '/contact?context=hero_cta' },
    });
    expect(clickData(link, { x: 10.6, y: 2000.2 })).toEqual({
      element_id: 'cta',
      element_class: 'btn primary',
      element_tag: 'a',
      element_text: 'Jetzt anfragen',
      element_href: '/contact?context=hero_cta',
      x_coordinate: 11,
      y_coordinate: 2000,
    });
  });

  it('cuts the element text at 100 characters', () => {
    const button = element({ tagName: 'BUTTON', textContent: 'Ä'.repeat(180) });
    expect(clickData(button, { x: 0, y: 0 }).element_text).toBe('Ä'.repeat(100));
  });

  it('uses null for missing values and the aria-label for icon buttons', () => {
    const button = element({
      tagName: 'BUTTON',
      textContent: ' ',
      attributes: { 'aria-label': 'Menü öffnen' },
    });
    expect(clickData(button, { x: 1, y: 2 })).toMatchObject({
      element_id: null,
      element_class: null,
      element_href: null,
      element_text: 'Menü öffnen',
      element_tag: 'button',
    });
    expect(clickData(element({ tagName: 'BUTTON' }), { x: 0, y: 0 }).element_text).toBeNull();
  });

  it('reads an input button from its value', () => {
    const input = element({ tagName: 'INPUT', attributes: { value: 'Senden', type: 'submit' } });
    expect(clickData(input, { x: 0, y: 0 }).element_text).toBe('Senden');
  });

  it('never reads the value of other inputs, even when the page syncs it to the attribute', () => {
    const email = element({ tagName: 'INPUT', attributes: { type: 'email', value: 'ana@example.org' } });
    expect(clickData(email, { x: 0, y: 0 }).element_text).toBeNull();
    expect(clickData(email, { x: 0, y: 0 }, false).element_text).toBeNull();
    const labelled = element({
      tagName: 'INPUT',
      attributes: { value: 'ana@example.org', 'aria-label': 'E-Mail' },
    });
    expect(clickData(labelled, { x: 0, y: 0 }, false).element_text).toBe('E-Mail');
  });

  it('keeps fields within the API limits', () => {
    const long = element({
      id: 'i'.repeat(300),
      attributes: { class: 'c'.repeat(600), href: `/${'h'.repeat(3000)}` },
    });
    const data = clickData(long, { x: 0, y: 0 });
    expect(data.element_id).toHaveLength(200);
    expect(data.element_class).toHaveLength(500);
    expect(data.element_href).toHaveLength(2048);
  });
});

describe('clickData off the controls', () => {
  it('names a heading or paragraph by its text, inline elements included', () => {
    const heading = el('h2', { id: 'about', class: 'title' }, [
      'Ihr  Weg ',
      el('em', {}, ['zu mehr']),
      el('br'),
      'Klarheit',
    ]);
    expect(clickData(heading, { x: 40.4, y: 1210.6 }, false)).toEqual({
      element_id: 'about',
      element_class: 'title',
      element_tag: 'h2',
      element_text: 'Ihr Weg zu mehr Klarheit',
      element_href: null,
      x_coordinate: 40,
      y_coordinate: 1211,
    });
    const paragraph = el('p', {}, ['x'.repeat(80), el('strong', {}, ['y'.repeat(80)])]);
    expect(clickData(paragraph, { x: 0, y: 0 }, false).element_text).toBe(
      `${'x'.repeat(80)}${'y'.repeat(20)}`,
    );
  });

  it('names a layout container only by its own loose text, not by the first heading inside', () => {
    const section = el('section', { class: 'grid gap-8' }, [
      el('h2', {}, ['Leistungen']),
      el('div', {}, [el('p', {}, ['Karte'])]),
    ]);
    expect(clickData(section, { x: 5, y: 6 }, false)).toMatchObject({
      element_tag: 'section',
      element_class: 'grid gap-8',
      element_text: null,
    });
    const mixed = el('div', {}, ['  Hinweis: ', el('p', {}, ['Absatz']), ' bitte lesen ']);
    expect(blockText(mixed)).toBe('Hinweis: bitte lesen');
    expect(blockText(el('body', {}, [el('main', {}, [el('h1', {}, ['Titel'])])]))).toBe('');
  });

  it('never reads typed or picked content: text areas, selects, options, editable regions', () => {
    const form = el('label', {}, [
      'Nachricht ',
      el('textarea', {}, ['Meine Telefonnummer ist 0171 1234567']),
      el('select', {}, [el('option', {}, ['Privat'])]),
    ]);
    expect(blockText(form)).toBe('Nachricht');
    expect(blockText(el('textarea', {}, ['geheim']))).toBe('');
    const editable = el('div', { contenteditable: 'true' }, ['Entwurf']);
    expect(clickData(editable, { x: 0, y: 0 }, false).element_text).toBeNull();
    expect(blockText(el('div', { contenteditable: '' }, ['Entwurf']))).toBe('');
    expect(blockText(el('div', { contenteditable: 'false' }, ['Text']))).toBe('Text');
    const label = el('label', { for: 'email' }, ['E-Mail-Adresse ', el('span', {}, ['*'])]);
    expect(blockText(label)).toBe('E-Mail-Adresse *');
  });

  it('skips comments and scripts, and cuts long blocks at 100 characters', () => {
    const comment: ClickedNode = { nodeType: 8, textContent: ' react ' };
    const paragraph = el('p', {}, ['Hallo']);
    paragraph.childNodes = [
      ...Array.from(paragraph.childNodes),
      comment,
      { nodeType: 3, textContent: ' Welt' },
    ];
    expect(blockText(paragraph)).toBe('Hallo Welt');
    expect(blockText(el('span', {}, ['a', el('script', {}, ['alert(1)'])]))).toBe('a');
    const long = el('p', {}, ['Ä'.repeat(5000)]);
    expect(blockText(long)).toBe('Ä'.repeat(100));
  });

  it('records no href off the controls and falls back to the aria-label', () => {
    const figure = el('figure', { 'aria-label': 'Porträt', href: '/nope' }, [el('img', { alt: '' })]);
    expect(clickData(figure, { x: 0, y: 0 }, false)).toMatchObject({
      element_text: 'Porträt',
      element_href: null,
    });
  });
});

describe('textBlockOf', () => {
  type Node = { tagName: string; parentElement: Node | null };
  const chain = (...tags: string[]) =>
    tags.reduce<Node | null>((parentElement, tagName) => ({ tagName, parentElement }), null) as Node;

  it('climbs from inline markup to the heading or paragraph holding it', () => {
    expect(textBlockOf(chain('SECTION', 'H2', 'SPAN')).tagName).toBe('H2');
    expect(textBlockOf(chain('DIV', 'P', 'STRONG', 'EM')).tagName).toBe('P');
  });

  it('keeps elements that are not inline markup, and stops at the top', () => {
    expect(textBlockOf(chain('DIV', 'P')).tagName).toBe('P');
    expect(textBlockOf(chain('FIGURE', 'IMG')).tagName).toBe('IMG');
    expect(textBlockOf(chain('SPAN')).tagName).toBe('SPAN');
  });
});

describe('clickPoint', () => {
  const box = { left: 100, top: 50, width: 40, height: 20 };

  it('uses the pointer position in document coordinates', () => {
    const measure = vi.fn(() => box);
    expect(clickPoint({ detail: 1, pageX: 12, pageY: 3400 }, measure, { x: 0, y: 3000 })).toEqual({
      x: 12,
      y: 3400,
    });
    expect(measure).not.toHaveBeenCalled();
  });

  it('puts a click without a pointer (keyboard, script) at the centre of its element', () => {
    expect(clickPoint({ detail: 0, pageX: 0, pageY: 0 }, () => box, { x: 5, y: 3000 })).toEqual({
      x: 125,
      y: 3060,
    });
  });
});

describe('isRepeatClick', () => {
  it('keeps the first click of a burst and drops the rest of a double or triple click', () => {
    expect(isRepeatClick({ detail: 0 })).toBe(false);
    expect(isRepeatClick({ detail: 1 })).toBe(false);
    expect(isRepeatClick({ detail: 2 })).toBe(true);
    expect(isRepeatClick({ detail: 3 })).toBe(true);
  });
});
