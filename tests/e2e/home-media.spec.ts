/**
 * Home page journeys (spec sections 2, 4, 9): card entrance delays, the testimonial carousel and the
 * privacy-friendly video.
 */
import { expect, test } from './fixtures';
import { enterHomeClientSide, fulfillHeroMedia, VIDEO_ID } from './support/home-page';
import { watchNetwork } from './support/waiting';

test.describe('home page: carousel and video', () => {
  test('cards enter one after another: 0.1 s per service and testimonial, 0.2 s per package', async ({
    page,
  }) => {
    await page.goto('/');
    const delays = (section: string) =>
      page
        .locator(`[data-section="${section}"] li[data-entrance-delay]`)
        .evaluateAll((items) => items.map((item) => getComputedStyle(item).transitionDelay));
    expect(await delays('services')).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s']);
    expect(await delays('packages')).toEqual(['0s', '0.2s', '0.4s']);
    expect((await delays('testimonials')).slice(0, 3)).toEqual(['0s', '0.1s', '0.2s']);
  });

  test('a card list below the first screen waits for the visitor and enters when it comes into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const list = page.locator('[data-section="testimonials"] ul');
    const card = list.locator('li[data-entrance-delay]').nth(1);
    // Everything below the hero is an island (decision 120): its code runs when it comes near or is
    // reached for. The focus reaches it here without scrolling the page.
    await page
      .locator('[data-island="home-below-the-hero"] a')
      .first()
      .evaluate((link) => {
        (link as HTMLElement).focus({ preventScroll: true });
      });
    // Off screen when its code started: hidden until seen, keeping its stagger (decision 016).
    await expect(list).toHaveAttribute('data-entrance', 'pending');
    expect(await card.evaluate((item) => getComputedStyle(item).opacity)).toBe('0');
    expect(await card.evaluate((item) => getComputedStyle(item).transitionDelay)).toBe('0.1s');
    // The card grids (services, packages) wait the same way, each card keeping its own delay.
    const packages = page.locator('[data-section="packages"] ul[data-columns]');
    const second = packages.locator('li[data-entrance-delay]').nth(1);
    await expect(packages).toHaveAttribute('data-entrance', 'pending');
    expect(await second.evaluate((item) => getComputedStyle(item).transitionDelay)).toBe('0.2s');
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute('data-entrance', 'in');
    await expect.poll(() => card.evaluate((item) => getComputedStyle(item).opacity)).toBe('1');
    await packages.scrollIntoViewIfNeeded();
    await expect(packages).toHaveAttribute('data-entrance', 'in');
    await expect.poll(() => second.evaluate((item) => getComputedStyle(item).opacity)).toBe('1');
  });

  test('cards already on screen when the app starts stay as they were painted', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 2400 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const services = page.locator('[data-section="services"] ul[data-columns]');
    await expect(services).toBeInViewport();
    await expect(services).not.toHaveAttribute('data-entrance', /.+/);
    expect(
      await services
        .locator('li[data-entrance-delay]')
        .first()
        .evaluate((item) => getComputedStyle(item).opacity),
    ).toBe('1');
  });

  test('with reduced motion no card list ever waits', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[data-entrance]')).toHaveCount(0);
  });

  test('testimonials auto-scroll after about 1 s and stop at the first click', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const carousel = page.locator('[data-section="testimonials"] ul');
    const scrollLeft = () => carousel.evaluate((element) => Math.round(element.scrollLeft));
    await expect(carousel).toHaveAttribute('data-autoscroll', 'on');
    // The carousel is in an island (decision 120) that hydrates after the page, and `on` is already
    // in the server's HTML: its code runs once it marks its off-screen cards for their entrance.
    // Only then may the clock stop, or its first step would wait for a clock that no longer moves.
    await expect(carousel).toHaveAttribute('data-entrance', 'pending');
    // From here the page's clock moves only when told. When the first step comes (1 s after the
    // start, 3 s between steps) is the unit test's (lib/testimonial-autoscroll.test.ts): on a busy
    // machine more than 1 s can pass before this line, so the page may be at 0 or one step in.
    // The pause is set 200 ms ahead of the page's clock; a loaded machine may take longer between
    // reading the clock and pausing it ("Cannot fast-forward to the past"): read it again then.
    await expect(async () => {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
    }).toPass();
    await page.clock.runFor(1_000);
    await expect.poll(scrollLeft).toBe(416);

    await carousel.getByRole('button').nth(1).click();
    await expect(carousel).toHaveAttribute('data-autoscroll', 'off');
    // Any further step would call the carousel's scrollTo: count the calls over the next 4.2 s.
    await carousel.evaluate((element) => {
      const steps = { count: 0 };
      (window as unknown as { carouselSteps: typeof steps }).carouselSteps = steps;
      element.scrollTo = (...args: unknown[]) => {
        steps.count += 1;
        Element.prototype.scrollTo.apply(element, args as [number, number]);
      };
    });
    const afterClick = await scrollLeft();
    await page.clock.runFor(4_200);
    expect(
      await page.evaluate(
        () => (window as unknown as { carouselSteps: { count: number } }).carouselSteps.count,
      ),
    ).toBe(0);
    expect(await scrollLeft()).toBe(afterClick);
  });

  test('a testimonial expands on click (full text, highlighted) and collapses on the next', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.locator('[data-section="testimonials"] figure').first();
    const toggle = card.getByRole('button', { name: 'Julia M.' });
    const text = card.locator('blockquote p');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(text).toHaveCSS('-webkit-line-clamp', '4');
    const clampedHeight = await text.evaluate((element) => element.getBoundingClientRect().height);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toHaveAttribute('data-expanded', 'true');
    await expect(text).toHaveCSS('-webkit-line-clamp', 'none');
    await expect(card).toHaveCSS('border-top-color', 'rgb(59, 106, 93)'); // primary-600 of the seeded theme
    expect(await text.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(
      clampedHeight,
    );

    // Clicking anywhere on the card toggles it (here: on the quote text).
    const box = await text.boundingBox();
    const cardBox = await card.boundingBox();
    if (!box || !cardBox) throw new Error('testimonial not laid out');
    await card.click({ position: { x: box.x - cardBox.x + 20, y: box.y - cardBox.y + 10 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(text).toHaveCSS('-webkit-line-clamp', '4');
  });

  test('the video placeholder contacts no video host before play, then loads youtube-nocookie', async ({
    page,
  }) => {
    const videoHostRequests: string[] = [];
    const network = watchNetwork(page);
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo|ggpht/.test(new URL(request.url()).hostname))
        videoHostRequests.push(request.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await enterHomeClientSide(page, () =>
      fulfillHeroMedia(page, {
        video_url: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
        desktop_mobile_layout: 'media_left',
      }),
    );
    const hero = page.locator('[data-section="hero"]');
    await expect(hero).toHaveAttribute('data-layout', 'media_left');
    const play = hero.getByRole('button', { name: /Video abspielen/ });
    await expect(play).toBeVisible();
    await expect(hero.locator('iframe')).toHaveCount(0);
    await network.quiet();
    expect(videoHostRequests).toEqual([]);

    await play.click();
    const frame = hero.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`,
    );
    await expect(frame).toHaveAttribute('title', 'Kurzes Vorstellungsvideo');
    await expect.poll(() => videoHostRequests.length).toBeGreaterThan(0);
    expect(videoHostRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  test('a video without a usable URL reads "Video nicht verfügbar"', async ({ page }) => {
    await enterHomeClientSide(page, () =>
      fulfillHeroMedia(page, {
        video_url: 'https://www.youtube.com/watch?v=too-short',
        embed_url: 'https://example.com/not-a-video',
        desktop_mobile_layout: 'media_top',
      }),
    );
    const hero = page.locator('[data-section="hero"]');
    await expect(hero).toHaveAttribute('data-layout', 'media_top');
    await expect(hero.getByText('Video nicht verfügbar')).toBeVisible();
    await expect(hero.getByRole('button', { name: /Video abspielen/ })).toHaveCount(0);
  });
});
