/**
 * JSON-LD per page type (decision 008), parsed from the server HTML and checked per schema.org
 * type. Runs without PUBLIC_URL, so absolute URLs use the request's origin. API answers can be
 * patched in front of the in-process API to try hostile content.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { apiJson, patchJsonPayload } from './testing/api-json';
import { readHead, readJsonLd } from './testing/markup';

const HOST = 'wegweiser.test:8080';
const ORIGIN = `http://${HOST}`;
let app: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-seo-jsonld-');
/** API path (without query) → change to its JSON answer. */
const patches = new Map<string, (body: Record<string, unknown>) => Record<string, unknown>>();

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
    // Patched answers change a page without changing content: render every request.
    pageCache: false,
    beforeMount: (root) =>
      root.addHook('onSend', async (request, _reply, payload) => {
        const patch = patches.get(request.url.split('?')[0] ?? '');
        return patch ? patchJsonPayload(payload, patch) : payload;
      }),
  });
  await app.ready();
});
afterEach(() => patches.clear());
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const api = (path: string) => apiJson(app, path);
const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
  const graphs = readJsonLd(response.body) as { '@context': string; '@graph': Node[] }[];
  expect(graphs, `${url}: one JSON-LD script`).toHaveLength(1);
  const graph = graphs[0] as { '@context': string; '@graph': Node[] };
  expect(graph['@context']).toBe('https://schema.org');
  for (const node of graph['@graph']) expectValid(node, url);
  const nodes = graph['@graph'];
  return {
    html: response.body,
    head: readHead(response.body),
    nodes,
    ofType: (type: string) => nodes.filter((node) => node['@type'] === type),
  };
};

type Node = Record<string, any>;

/**
 * Properties every node of a type must have: schema.org's expectations for these types and the
 * required properties of Google's structured data guidelines.
 */
const REQUIRED: Record<string, string[]> = {
  ProfessionalService: ['@id', 'name', 'url', 'logo', 'image', 'address', 'contactPoint'],
  PostalAddress: ['addressCountry'],
  ContactPoint: ['contactType'],
  Service: ['name', 'description', 'url', 'provider'],
  Offer: ['price', 'priceCurrency'],
  BlogPosting: ['headline', 'datePublished', 'dateModified', 'author', 'image', 'inLanguage', 'publisher'],
  Person: ['name'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'employmentType'],
  Organization: ['name', 'sameAs'],
  Place: ['address'],
  Country: ['name'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
};
/**
 * What schema.org defines for each type we send (its own and inherited properties, those we use):
 * a property a type does not have — `inLanguage` on a Service or a JobPosting, say — is an error to
 * every validator (issue 23 point 6).
 */
const THING = ['@id', '@type', 'name', 'description', 'url', 'image', 'sameAs', 'mainEntityOfPage'];
const CREATIVE_WORK = [
  ...THING,
  'headline',
  'datePublished',
  'dateModified',
  'author',
  'publisher',
  'inLanguage',
];
const ALLOWED: Record<string, string[]> = {
  ProfessionalService: [
    ...THING,
    'legalName',
    'logo',
    'address',
    'contactPoint',
    'telephone',
    'email',
    'priceRange',
    'areaServed',
  ],
  PostalAddress: [
    ...THING,
    'streetAddress',
    'postalCode',
    'addressLocality',
    'addressRegion',
    'addressCountry',
  ],
  ContactPoint: [...THING, 'contactType', 'telephone', 'email', 'availableLanguage'],
  Service: [...THING, 'provider', 'offers', 'serviceType', 'areaServed'],
  Offer: [...THING, 'price', 'priceCurrency', 'availability'],
  BlogPosting: [...CREATIVE_WORK, 'articleSection', 'keywords', 'wordCount'],
  Person: [...THING],
  JobPosting: [
    ...THING,
    'title',
    'datePosted',
    'validThrough',
    'employmentType',
    'hiringOrganization',
    'jobLocation',
    'jobLocationType',
    'applicantLocationRequirements',
    'baseSalary',
    'directApply',
  ],
  Organization: [...THING, 'logo'],
  Place: [...THING, 'address'],
  Country: [...THING],
  BreadcrumbList: [...THING, 'itemListElement'],
  ListItem: [...THING, 'position', 'item'],
};
const ABSOLUTE = /^https?:\/\/[^/]+\//;
const URL_PROPERTIES = ['url', 'logo', 'image', 'item', 'sameAs', 'mainEntityOfPage'];

/** Every typed node, nested ones included: known type, required properties, absolute URLs, ISO dates. */
function expectValid(node: Node, where: string) {
  const type = node['@type'];
  if (type !== undefined) {
    expect(Object.keys(REQUIRED), `${where}: unexpected @type ${type}`).toContain(type);
    for (const property of Object.keys(node)) {
      expect(ALLOWED[type] ?? [], `${where}: ${type} has no property ${property} in schema.org`).toContain(
        property,
      );
    }
    for (const property of REQUIRED[type] ?? []) {
      const value = node[property];
      expect(value, `${where}: ${type}.${property}`).toBeDefined();
      expect(
        value === '' || (Array.isArray(value) && value.length === 0),
        `${where}: ${type}.${property} empty`,
      ).toBe(false);
    }
  }
  for (const property of URL_PROPERTIES) {
    for (const value of [node[property]].flat()) {
      if (typeof value === 'string') expect(value, `${where}: ${property}`).toMatch(ABSOLUTE);
    }
  }
  for (const property of ['datePublished', 'dateModified', 'datePosted', 'validThrough']) {
    if (node[property] !== undefined)
      expect(Number.isNaN(Date.parse(node[property])), `${where}: ${property}`).toBe(false);
  }
  for (const value of Object.values(node)) {
    for (const child of [value].flat()) if (child && typeof child === 'object') expectValid(child, where);
  }
}

const idOf = (nodes: Node[]) => nodes.find((n) => n['@type'] === 'ProfessionalService')?.['@id'];

describe('the business on every page', () => {
  it.each([
    '/',
    '/about?lang=en',
    '/services/karriere-coaching',
    '/blog?lang=fr',
    '/legal/imprint',
    '/contact?lang=zh',
  ])('%s names the business with contact, address and social profiles', async (url) => {
    const language = new URL(url, ORIGIN).searchParams.get('lang') ?? 'de';
    const settings = await api(`/content/site-settings/current/?language=${language}`);
    const social = await api(`/content/social-media-settings/by_language/?language=${language}`);
    const { ofType } = await page(url);
    const [business] = ofType('ProfessionalService');
    expect(ofType('ProfessionalService')).toHaveLength(1);
    expect(business).toMatchObject({
      '@id': `${ORIGIN}/#business`,
      name: settings.site_name,
      description: settings.site_description,
      url: language === 'de' ? `${ORIGIN}/` : `${ORIGIN}/?lang=${language}`,
      email: settings.business.email,
      telephone: settings.business.phone,
      contactPoint: { email: settings.business.email, telephone: settings.business.phone },
      address: {
        '@type': 'PostalAddress',
        streetAddress: settings.business.street,
        postalCode: settings.business.postal_code,
        addressLocality: settings.business.city,
        addressCountry: settings.business.country_code,
      },
    });
    // Profiles the site shows (show_social_*) with a URL.
    const expected = ['facebook', 'instagram', 'linkedin', 'x', 'reddit']
      .filter((network) => settings[`show_social_${network}`] && social[`${network}_url`])
      .map((network) => social[`${network}_url`]);
    expect(expected.length).toBeGreaterThan(0);
    expect(business?.sameAs).toEqual(expected);
  });
});

describe('the entity of a detail page', () => {
  it('service detail: a Service by the business with its Offer', async () => {
    const service = await api('/services/karriere-coaching/?language=en');
    const { nodes, ofType, head } = await page('/services/karriere-coaching?lang=en');
    const [node] = ofType('Service');
    expect(node).toMatchObject({
      name: service.title,
      description: service.short_description,
      url: head.canonical,
      provider: { '@id': idOf(nodes) },
      offers: {
        '@type': 'Offer',
        price: service.formatted_price.amount,
        priceCurrency: service.formatted_price.currency,
      },
    });
    expect(Number.isFinite(Number(node?.offers.price))).toBe(true);
    expect(node?.offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
  });

  it('package detail: a Service with the package price as Offer', async () => {
    const [first] = (await api('/services/packages/?language=es')).results;
    const { nodes, ofType, head } = await page(`/services/packages/${first.slug}?lang=es`);
    const [node] = ofType('Service');
    expect(node).toMatchObject({
      name: first.name,
      description: first.short_description,
      url: head.canonical,
      provider: { '@id': idOf(nodes) },
      offers: {
        '@type': 'Offer',
        price: first.formatted_price.amount,
        priceCurrency: first.formatted_price.currency,
      },
    });
  });

  it('blog post: a BlogPosting with dates, author, image and language', async () => {
    const [first] = (await api('/blog/?language=fr')).results;
    const { nodes, ofType, head } = await page(`/blog/${first.slug}?lang=fr`);
    expect(ofType('BlogPosting')).toHaveLength(1);
    expect(ofType('BlogPosting')[0]).toMatchObject({
      headline: first.title,
      description: first.excerpt,
      datePublished: first.published_at,
      dateModified: first.updated_at,
      author: { '@type': 'Person', name: first.author_name },
      image: head.meta('og:image'),
      inLanguage: 'fr',
      url: head.canonical,
      mainEntityOfPage: head.canonical,
      publisher: { '@id': idOf(nodes) },
    });
  });

  it('career post: a JobPosting with HTML description, employer, location and remote work', async () => {
    const posts = (await api('/career/?language=de')).results as Node[];
    const types: Record<string, string> = {
      full_time: 'FULL_TIME',
      part_time: 'PART_TIME',
      freelance: 'CONTRACTOR',
      internship: 'INTERN',
    };
    const settings = await api('/content/site-settings/current/?language=de');
    expect(posts.some((post) => post.is_remote)).toBe(true);
    expect(posts.some((post) => !post.is_remote)).toBe(true);
    for (const post of posts) {
      const { nodes, ofType } = await page(`/career/${post.slug}`);
      const [job] = ofType('JobPosting');
      expect(job).toMatchObject({
        title: post.title,
        datePosted: post.published_at,
        validThrough: post.valid_through,
        employmentType: types[post.employment_type],
        hiringOrganization: {
          '@type': 'Organization',
          '@id': idOf(nodes),
          name: settings.site_name,
          sameAs: `${ORIGIN}/`,
        },
        jobLocation: {
          '@type': 'Place',
          address: { addressLocality: post.location, addressCountry: settings.business.country_code },
        },
      });
      // The description is the post as (sanitized) HTML.
      expect(job?.description).toMatch(/<(p|h2|ul)>/);
      expect(job?.description).not.toMatch(/<script/i);
      if (post.is_remote) {
        expect(job).toMatchObject({
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: settings.business.country_code },
        });
      } else {
        expect(job?.jobLocationType).toBeUndefined();
      }
    }
  });

  // Decision 036: a plain URL shown in a negotiated language has no canonical; its nodes
  // still name the shown language's URL (as og:url does), the entity's page in that language.
  it('a plain URL shown in English by the cookie: the Service names the English URL, without a canonical', async () => {
    const service = await api('/services/karriere-coaching/?language=en');
    const { ofType, head } = await page('/services/karriere-coaching', { cookie: 'selectedLanguage=en' });
    expect(head.lang).toBe('en');
    expect(head.canonical).toBeUndefined();
    const english = `${ORIGIN}/services/karriere-coaching?lang=en`;
    expect(head.meta('og:url')).toBe(english);
    expect(ofType('Service')[0]).toMatchObject({
      '@id': `${english}#service`,
      name: service.title,
      url: english,
    });
    expect(ofType('BreadcrumbList')[0]?.itemListElement.at(-1)).toMatchObject({ item: english });
  });

  it('pages without a subject have no entity node', async () => {
    for (const url of ['/', '/about', '/services', '/contact', '/legal/privacy']) {
      const { nodes } = await page(url);
      expect(
        nodes.map((n) => n['@type']).filter((t) => t !== 'ProfessionalService' && t !== 'BreadcrumbList'),
        url,
      ).toEqual([]);
    }
  });
});

describe('breadcrumbs on nested pages', () => {
  const nav = async (code: string) => {
    const types =
      'header_nav_home,header_nav_services,header_nav_blog,header_nav_career,services_page_packages_title';
    const { results } = await api(
      `/content/multilingual/static-content/by_types/?types=${types}&language=${code}`,
    );
    return Object.fromEntries(results.map((r: Node) => [r.content_type, r.content])) as Record<
      string,
      string
    >;
  };
  const trailOf = async (url: string) => {
    const { ofType } = await page(url);
    const lists = ofType('BreadcrumbList');
    expect(lists.length, url).toBeLessThanOrEqual(1);
    return (lists[0]?.itemListElement ?? []).map((item: Node, index: number) => {
      expect(item.position).toBe(index + 1);
      return [item.name, item.item];
    });
  };

  it('service, package and packages list in English', async () => {
    const t = await nav('en');
    const service = await api('/services/karriere-coaching/?language=en');
    expect(await trailOf('/services/karriere-coaching?lang=en')).toEqual([
      [t.header_nav_home, `${ORIGIN}/?lang=en`],
      [t.header_nav_services, `${ORIGIN}/services?lang=en`],
      [service.title, `${ORIGIN}/services/karriere-coaching?lang=en`],
    ]);
    const [pkg] = (await api('/services/packages/?language=en')).results;
    expect(await trailOf(`/services/packages/${pkg.slug}?lang=en`)).toEqual([
      [t.header_nav_home, `${ORIGIN}/?lang=en`],
      [t.header_nav_services, `${ORIGIN}/services?lang=en`],
      [t.services_page_packages_title, `${ORIGIN}/services/packages?lang=en`],
      [pkg.name, `${ORIGIN}/services/packages/${pkg.slug}?lang=en`],
    ]);
    expect(await trailOf('/services/packages?lang=en')).toEqual([
      [t.header_nav_home, `${ORIGIN}/?lang=en`],
      [t.header_nav_services, `${ORIGIN}/services?lang=en`],
      [t.services_page_packages_title, `${ORIGIN}/services/packages?lang=en`],
    ]);
  });

  it('blog post, career post and legal page in German', async () => {
    const t = await nav('de');
    const [post] = (await api('/blog/?language=de')).results;
    expect(await trailOf(`/blog/${post.slug}`)).toEqual([
      [t.header_nav_home, `${ORIGIN}/`],
      [t.header_nav_blog, `${ORIGIN}/blog`],
      [post.title, `${ORIGIN}/blog/${post.slug}`],
    ]);
    const [job] = (await api('/career/?language=de')).results;
    expect(await trailOf(`/career/${job.slug}`)).toEqual([
      [t.header_nav_home, `${ORIGIN}/`],
      [t.header_nav_career, `${ORIGIN}/career`],
      [job.title, `${ORIGIN}/career/${job.slug}`],
    ]);
    const imprint = await api('/content/legal-pages/imprint/?language=de');
    expect(await trailOf('/legal/imprint')).toEqual([
      [t.header_nav_home, `${ORIGIN}/`],
      [imprint.title, `${ORIGIN}/legal/imprint`],
    ]);
  });

  it('top-level pages have none', async () => {
    for (const url of ['/', '/about', '/services', '/blog', '/career', '/contact']) {
      expect(await trailOf(url), url).toEqual([]);
    }
  });
});

describe('safe serialization', () => {
  it('content cannot leave the JSON-LD script element', async () => {
    const [post] = (await api('/blog/?language=de')).results;
    const hostile = 'Break </script><script>alert(1)</script> & <!-- \u2028';
    patches.set(`/api/blog/${post.slug}/`, (body) => ({ ...body, title: hostile }));
    const { html, ofType } = await page(`/blog/${post.slug}`);
    expect(ofType('BlogPosting')[0]?.headline).toBe(hostile);
    expect(html).not.toContain('<script>alert(1)');
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toMatch(/[<>]|\u2028/);
  });
});
