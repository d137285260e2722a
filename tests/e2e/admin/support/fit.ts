/**
 * Issue 24 point 9: what a phone must show whole. `cutTableText` lists every table cell in the main
 * area whose text does not fit — wider than its cell, sticking out of it, or hidden by a box that
 * scrolls sideways — and whether the page itself scrolls sideways. `coveredFields` walks a form with
 * Tab and lists every field a sticky bar (the console's header, a save bar) covers when it gets
 * the focus. `cutLinks` lists the links of a row (folders) that are not shown whole.
 */
import type { Locator, Page } from '@playwright/test';

export async function cutTableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways} px`);
    /** Drawn in a 1 px box (`sr-only`) or not at all: for screen readers only. */
    const hidden = (element: Element, table: Element) => {
      for (let box: Element | null = element; box && box !== table; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return true;
      }
      return false;
    };
    const say = (element: Element) => JSON.stringify((element.textContent ?? '').trim().slice(0, 50));
    for (const table of document.querySelectorAll('main table')) {
      // The boxes around the table that cut off what sticks out of them (a scrolling box included).
      const clips: Element[] = [];
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') clips.push(box);
      for (const cell of table.querySelectorAll('th, td')) {
        const rect = cell.getBoundingClientRect();
        // A screen reader's header row (visually hidden on a phone) shows nothing to cut.
        if (hidden(cell, table)) continue;
        if (cell.scrollWidth > cell.clientWidth + 1)
          problems.push(`${say(cell)} is ${cell.scrollWidth - cell.clientWidth} px wider than its cell`);
        for (const part of cell.querySelectorAll('*')) {
          const inner = part.getBoundingClientRect();
          if (inner.width === 0) continue;
          if (inner.right > rect.right + 1 || inner.left < rect.left - 1)
            problems.push(`${say(part)} sticks out of its cell ${say(cell)}`);
        }
        for (const box of clips) {
          const left = box.getBoundingClientRect().left + box.clientLeft;
          if (rect.left < left - 1 || rect.right > left + box.clientWidth + 1)
            problems.push(`${say(cell)} is cut off at the side of its table's box`);
        }
      }
    }
    return problems;
  });
}

/** The links of `box` (a row of folders, say) not shown whole: past the window's edge or cut by a box. */
export async function cutLinks(box: Locator): Promise<string[]> {
  return box.evaluate((element) => {
    const problems: string[] = [];
    const clips: Element[] = [];
    for (
      let parent: Element | null = element;
      parent && parent !== document.body;
      parent = parent.parentElement
    )
      if (getComputedStyle(parent).overflowX !== 'visible') clips.push(parent);
    for (const link of element.querySelectorAll('a, button')) {
      const rect = link.getBoundingClientRect();
      const name = JSON.stringify((link.textContent ?? '').trim());
      if (rect.left < 0 || rect.right > document.documentElement.clientWidth)
        problems.push(`${name} is past the window's edge`);
      for (const clip of clips) {
        const left = clip.getBoundingClientRect().left + clip.clientLeft;
        if (rect.left < left - 1 || rect.right > left + clip.clientWidth + 1)
          problems.push(`${name} is cut off at the side of its box`);
      }
    }
    return problems;
  });
}

/**
 * Puts the focus on `first`, then presses Tab until the focus reaches the sticky bar that holds
 * `save` (or leaves the form), and returns every focused element whose box the header or that bar
 * covers, in words.
 */
export async function coveredFields(page: Page, first: Locator, save: Locator): Promise<string[]> {
  const covered: string[] = [];
  await first.focus();
  for (let step = 0; step < 200; step++) {
    const where = await save.evaluate((button) => {
      let barElement: HTMLElement = button as HTMLElement;
      while (barElement.parentElement && getComputedStyle(barElement).position !== 'sticky')
        barElement = barElement.parentElement;
      const focused = document.activeElement;
      if (!focused || focused === document.body) return { done: true, problem: null };
      if (barElement.contains(focused) || !focused.closest('form')) return { done: true, problem: null };
      const box = focused.getBoundingClientRect();
      const barTop = barElement.getBoundingClientRect().top;
      const headerBottom = document.querySelector('body header')?.getBoundingClientRect().bottom ?? 0;
      const name =
        focused.getAttribute('aria-label') ??
        (focused.id ? document.querySelector(`label[for="${CSS.escape(focused.id)}"]`)?.textContent : null) ??
        focused.tagName;
      if (box.bottom > barTop + 0.5)
        return { done: false, problem: `${name}: ${Math.round(box.bottom - barTop)} px under the save bar` };
      if (box.top < headerBottom - 0.5)
        return { done: false, problem: `${name}: ${Math.round(headerBottom - box.top)} px under the header` };
      return { done: false, problem: null };
    });
    if (where.problem) covered.push(where.problem);
    if (where.done) return covered;
    await page.keyboard.press('Tab');
  }
  covered.push('the focus never reached the save bar');
  return covered;
}
