/**
 * schema.org nodes for the server-rendered JSON-LD (decision 008): the business on every page, the
 * entity of a detail page (Service with its Offer, BlogPosting, JobPosting) and the breadcrumb
 * trail of nested pages. Pure functions of the content; URLs passed in are absolute.
 */
import type { BlogPost, CareerPost, Service, ServicePackage, SiteSettings } from '@wegweiser/contracts';

export type JsonLdNode = { '@type': string } & Record<string, unknown>;

export const businessId = (origin: string) => `${origin}/#business`;

export type BusinessInput = {
  origin: string;
  /** The home page in the current language. */
  url: string;
  settings: SiteSettings;
  /** Public social profile URLs (already normalized). */
  sameAs: readonly string[];
  logo: string | undefined;
  image: string | undefined;
  languages: readonly string[];
};

export function businessNode(input: BusinessInput): JsonLdNode {
  const { settings } = input;
  const business = settings.business;
  const contact = {
    ...(business.email ? { email: business.email } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
  };
  const hasAddress = business.street || business.city;
  return {
    '@type': 'ProfessionalService',
    '@id': businessId(input.origin),
    name: settings.site_name,
    ...(business.legal_name ? { legalName: business.legal_name } : {}),
    ...(settings.site_description ? { description: settings.site_description } : {}),
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...contact,
    ...(Object.keys(contact).length > 0
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...contact,
            availableLanguage: [...input.languages],
          },
        }
      : {}),
    ...(hasAddress
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(business.street ? { streetAddress: business.street } : {}),
            ...(business.postal_code ? { postalCode: business.postal_code } : {}),
            ...(business.city ? { addressLocality: business.city } : {}),
            ...(business.country_code ? { addressCountry: business.country_code } : {}),
          },
        }
      : {}),
    ...(input.sameAs.length > 0 ? { sameAs: [...input.sameAs] } : {}),
  };
}

type PageRef = { url: string; image: string | undefined; language: string; provider: string | null };

const providerOf = (ref: PageRef) => (ref.provider ? { provider: { '@id': ref.provider } } : {});

function offer(amount: string | undefined, currency: string | undefined, url: string) {
  if (!amount || !currency || !Number.isFinite(Number(amount))) return {};
  return { offers: { '@type': 'Offer', price: amount, priceCurrency: currency, url } };
}

export function serviceNode(service: Service, ref: PageRef): JsonLdNode {
  return {
    '@type': 'Service',
    '@id': `${ref.url}#service`,
    name: service.title,
    description: service.short_description,
    url: ref.url,
    ...(ref.image ? { image: ref.image } : {}),
    ...providerOf(ref),
    ...offer(service.formatted_price?.amount, service.formatted_price?.currency, ref.url),
  };
}

/** A package is a bundle of services sold at one price: a Service with its Offer. */
export function packageNode(pkg: ServicePackage, ref: PageRef): JsonLdNode {
  return {
    '@type': 'Service',
    '@id': `${ref.url}#package`,
    name: pkg.name,
    description: pkg.short_description,
    url: ref.url,
    ...(ref.image ? { image: ref.image } : {}),
    ...providerOf(ref),
    ...offer(pkg.formatted_price.amount, pkg.formatted_price.currency, ref.url),
  };
}

export function blogPostingNode(post: BlogPost, ref: PageRef): JsonLdNode {
  return {
    '@type': 'BlogPosting',
    '@id': `${ref.url}#article`,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: post.author_name
      ? { '@type': 'Person', name: post.author_name }
      : ref.provider
        ? { '@id': ref.provider }
        : undefined,
    ...(ref.image ? { image: ref.image } : {}),
    inLanguage: ref.language,
    url: ref.url,
    mainEntityOfPage: ref.url,
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(ref.provider ? { publisher: { '@id': ref.provider } } : {}),
  };
}

const EMPLOYMENT_TYPES: Record<CareerPost['employment_type'], string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
};

export type Employer = { name: string; url: string; logo: string | undefined; countryCode: string };

/** `descriptionHtml` is the post rendered (sanitized) to HTML, as job search engines expect. */
export function jobPostingNode(
  post: CareerPost,
  ref: PageRef & { descriptionHtml: string; employer: Employer },
): JsonLdNode {
  const country = ref.employer.countryCode;
  return {
    '@type': 'JobPosting',
    '@id': `${ref.url}#job`,
    title: post.title,
    description: ref.descriptionHtml,
    datePosted: post.published_at,
    ...(post.valid_through ? { validThrough: post.valid_through } : {}),
    employmentType: EMPLOYMENT_TYPES[post.employment_type],
    hiringOrganization: {
      '@type': 'Organization',
      ...(ref.provider ? { '@id': ref.provider } : {}),
      name: ref.employer.name,
      sameAs: ref.employer.url,
      ...(ref.employer.logo ? { logo: ref.employer.logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: post.location,
        ...(country ? { addressCountry: country } : {}),
      },
    },
    ...(post.is_remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country } } : {}),
        }
      : {}),
    url: ref.url,
  };
}

export type Crumb = { name: string; url: string };

export function breadcrumbNode(trail: readonly Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
