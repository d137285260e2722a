/**
 * Site-wide seed data: languages, settings, social links, footer items, theme, hero, stats,
 * qualifications and locations. The business identity is DEMO data (is_demo_data: true).
 */
import type {
  SeedFooterItem,
  SeedHeroMedia,
  SeedLanguage,
  SeedLocation,
  SeedQualification,
  SeedSiteSettings,
  SeedSocialMedia,
  SeedStat,
  SeedTheme,
} from '../types';

export const languages: SeedLanguage[] = [
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪', isDefault: true, order: 1 },
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', isDefault: false, order: 2 },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸', isDefault: false, order: 3 },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', isDefault: false, order: 4 },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flag: '🇨🇳', isDefault: false, order: 5 },
];

const socialFlags = { facebook: true, instagram: true, linkedin: true, x: true, reddit: false };

export const siteSettings: SeedSiteSettings = {
  siteName: {
    de: 'Wegweiser Coaching',
    en: 'Wegweiser Coaching',
    es: 'Wegweiser Coaching',
    fr: 'Wegweiser Coaching',
    zh: 'Wegweiser Coaching',
  },
  siteDescription: {
    de:
      'Life-Coaching, Karriere-Coaching, Stressbewältigung und ' +
      'Führungscoaching mit Anna Weber – in Berlin und online.',
    en:
      'Life coaching, career coaching, stress management and ' +
      'leadership coaching with Anna Weber – in Berlin and online.',
    es:
      'Coaching de vida, coaching profesional, gestión del estrés ' +
      'y coaching de liderazgo con Anna Weber, en Berlín y online.',
    fr:
      'Coaching de vie, coaching de carrière, gestion du stress et ' +
      'coaching de leadership avec Anna Weber – à Berlin et en ligne.',
    zh: '与 Anna Weber 一起进行人生教练、职业教练、压力管理与领导力教练——在柏林或线上。',
  },
  blogEnabled: true,
  careerEnabled: true,
  useLogoInsteadOfInitial: false,
  headerLogo: null,
  headerLogoLink: null,
  contactButtonRedirectUrl: null,
  socialVisibility: {
    show: { ...socialFlags },
    footer: { ...socialFlags },
    contact: { ...socialFlags },
  },
  showFooterCompanyInfo: true,
  showFooterNewsletter: true,
  footerMode: 'newsletter',
  footerButtonUrl: '/contact',
  footerButtonTarget: '_self',
  showHeroStats: true,
  enableThemeToggle: true,
  fixedThemeMode: 'light',
  useFavicon: true,
  faviconSource: 'favicon_logo',
  faviconLogo: '/media/seed/favicon.svg',
  aboutLogo: null,
  business: {
    is_demo_data: true,
    legal_name: 'Wegweiser Coaching – Anna Weber (Demodaten)',
    owner_name: 'Anna Weber (Demo)',
    street: 'Musterstraße 1',
    postal_code: '10115',
    city: 'Berlin',
    country_code: 'DE',
    email: 'kontakt@wegweiser-coaching.example',
    phone: '+49 30 0000000 (Demo)',
    vat_id: 'DE000000000 (Demo)',
  },
};

const demoSocial = {
  facebookUrl: 'https://www.facebook.com/wegweiser.coaching.demo',
  instagramUrl: 'https://www.instagram.com/wegweiser.coaching.demo',
  linkedinUrl: 'https://www.linkedin.com/company/wegweiser-coaching-demo',
  xUrl: 'https://x.com/wegweiser_demo',
  redditUrl: '',
};

export const socialMedia: SeedSocialMedia[] = [
  { languageCode: 'de', ...demoSocial },
  { languageCode: 'en', ...demoSocial },
  { languageCode: 'es', ...demoSocial },
  { languageCode: 'fr', ...demoSocial },
  { languageCode: 'zh', ...demoSocial },
];

export const footerItems: SeedFooterItem[] = [
  {
    title: { de: 'E-Mail', en: 'Email', es: 'Correo electrónico', fr: 'E-mail', zh: '电子邮件' },
    displayText: {
      de: 'kontakt@wegweiser-coaching.example',
      en: 'kontakt@wegweiser-coaching.example',
      es: 'kontakt@wegweiser-coaching.example',
      fr: 'kontakt@wegweiser-coaching.example',
      zh: 'kontakt@wegweiser-coaching.example',
    },
    url: 'mailto:kontakt@wegweiser-coaching.example',
    isExternal: false,
    iconName: 'EnvelopeIcon',
    showInContact: true,
    showInSocial: false,
    showInContactPage: true,
    order: 1,
  },
  {
    title: { de: 'Telefon', en: 'Phone', es: 'Teléfono', fr: 'Téléphone', zh: '电话' },
    displayText: {
      de: '+49 30 0000000 (Demo)',
      en: '+49 30 0000000 (demo)',
      es: '+49 30 0000000 (demo)',
      fr: '+49 30 0000000 (démo)',
      zh: '+49 30 0000000（演示）',
    },
    url: 'tel:+49300000000',
    isExternal: false,
    iconName: 'PhoneIcon',
    showInContact: true,
    showInSocial: false,
    showInContactPage: true,
    order: 2,
  },
  {
    title: { de: 'Adresse', en: 'Address', es: 'Dirección', fr: 'Adresse', zh: '地址' },
    displayText: {
      de: 'Musterstraße 1, 10115 Berlin',
      en: 'Musterstraße 1, 10115 Berlin, Germany',
      es: 'Musterstraße 1, 10115 Berlín, Alemania',
      fr: 'Musterstraße 1, 10115 Berlin, Allemagne',
      zh: '德国柏林 Musterstraße 1, 10115',
    },
    url: 'https://www.openstreetmap.org/search?query=Musterstra%C3%9Fe%201%2C%2010115%20Berlin',
    isExternal: true,
    iconName: 'MapPinIcon',
    showInContact: true,
    showInSocial: false,
    showInContactPage: true,
    order: 3,
  },
  {
    title: { de: 'LinkedIn', en: 'LinkedIn', es: 'LinkedIn', fr: 'LinkedIn', zh: 'LinkedIn' },
    displayText: {
      de: 'Wegweiser Coaching auf LinkedIn',
      en: 'Wegweiser Coaching on LinkedIn',
      es: 'Wegweiser Coaching en LinkedIn',
      fr: 'Wegweiser Coaching sur LinkedIn',
      zh: '在 LinkedIn 上关注 Wegweiser Coaching',
    },
    url: 'https://www.linkedin.com/company/wegweiser-coaching-demo',
    isExternal: true,
    iconName: 'linkedin',
    showInContact: false,
    showInSocial: true,
    showInContactPage: false,
    order: 4,
  },
  {
    title: { de: 'Instagram', en: 'Instagram', es: 'Instagram', fr: 'Instagram', zh: 'Instagram' },
    displayText: {
      de: '@wegweiser.coaching.demo auf Instagram',
      en: '@wegweiser.coaching.demo on Instagram',
      es: '@wegweiser.coaching.demo en Instagram',
      fr: '@wegweiser.coaching.demo sur Instagram',
      zh: '在 Instagram 上关注 @wegweiser.coaching.demo',
    },
    url: 'https://www.instagram.com/wegweiser.coaching.demo',
    isExternal: true,
    iconName: 'instagram',
    showInContact: false,
    showInSocial: true,
    showInContactPage: false,
    order: 5,
  },
];

export const theme: SeedTheme = {
  name: 'Wegweiser Salbei',
  // Calm sage/teal: trust, growth, calm.
  primaryColors: {
    '50': '#f2f7f5',
    '100': '#dfece7',
    '200': '#c1d9d0',
    '300': '#98bfb1',
    '400': '#6c9f8f',
    '500': '#4d8474',
    '600': '#3b6a5d',
    '700': '#31564c',
    '800': '#29463f',
    '900': '#233b35',
  },
  // Warm amber/terracotta: energy and warmth for highlights and calls to action.
  accentColors: {
    '50': '#fdf6ef',
    '100': '#fae9d8',
    '200': '#f4d0b0',
    '300': '#ecb07f',
    '400': '#e3884d',
    '500': '#dc6b2b',
    '600': '#c95421',
    '700': '#a7401d',
    '800': '#86351f',
    '900': '#6d2e1c',
  },
  // Slate with a hint of green, for text, surfaces and the dark mode.
  darkColors: {
    '50': '#f6f8f8',
    '100': '#edf1f1',
    '200': '#d7dfe0',
    '300': '#b4c2c4',
    '400': '#8a9ea1',
    '500': '#6b8084',
    '600': '#55686c',
    '700': '#3f4f53',
    '800': '#273235',
    '900': '#151c1e',
  },
  fonts: { display: 'Fraunces', body: 'Inter' },
};

export const stats: SeedStat[] = [
  {
    number: '12+',
    label: {
      de: 'Jahre Coaching-Erfahrung',
      en: 'years of coaching experience',
      es: 'años de experiencia en coaching',
      fr: 'années d’expérience en coaching',
      zh: '年教练经验',
    },
    order: 1,
  },
  {
    number: '850+',
    label: {
      de: 'begleitete Klientinnen und Klienten',
      en: 'clients supported',
      es: 'clientes acompañados',
      fr: 'personnes accompagnées',
      zh: '位客户的成长陪伴',
    },
    order: 2,
  },
  {
    number: '4.9/5',
    label: {
      de: 'durchschnittliche Bewertung',
      en: 'average client rating',
      es: 'valoración media',
      fr: 'note moyenne des clients',
      zh: '客户平均评分',
    },
    order: 3,
  },
  {
    number: '94%',
    label: {
      de: 'erreichen ihre Coaching-Ziele',
      en: 'reach their coaching goals',
      es: 'alcanzan sus objetivos de coaching',
      fr: 'atteignent leurs objectifs de coaching',
      zh: '的客户实现了教练目标',
    },
    order: 4,
  },
];

export const heroMedia: SeedHeroMedia[] = [
  {
    languageCode: null,
    mediaType: 'image',
    embedUrl: null,
    videoUrl: null,
    imageUrl: '/media/seed/hero.svg',
    imageAlt: {
      de: 'Illustration eines Wegweisers an einem sonnigen Pfad – Sinnbild für Orientierung und neue Wege',
      en: 'Illustration of a signpost beside a sunlit path – a symbol of orientation and new directions',
      es:
        'Ilustración de un poste indicador junto a un sendero ' +
        'soleado, símbolo de orientación y nuevos caminos',
      fr:
        'Illustration d’un panneau indicateur au bord d’un sentier ' +
        'ensoleillé – symbole d’orientation et de nouveaux chemins',
      zh: '插图：阳光小路旁的路标——象征方向与新的道路',
    },
    desktopMobileLayout: 'media_right',
  },
];

export const qualifications: SeedQualification[] = [
  {
    title: {
      de: 'M.Sc. Psychologie',
      en: 'M.Sc. in Psychology',
      es: 'Máster en Psicología (M.Sc.)',
      fr: 'Master de psychologie (M.Sc.)',
      zh: '心理学理学硕士（M.Sc.）',
    },
    institution: {
      de: 'Musteruniversität Berlin (Demo)',
      en: 'Musteruniversität Berlin (demo)',
      es: 'Musteruniversität Berlin (demo)',
      fr: 'Musteruniversität Berlin (démo)',
      zh: 'Musteruniversität Berlin（演示）',
    },
    year: 2010,
    description: {
      de:
        'Schwerpunkt Arbeits- und Organisationspsychologie, ' +
        'Abschlussarbeit zu Ressourcen und Resilienz im Berufsalltag.',
      en: 'Focus on work and organisational psychology; thesis on resources and resilience in working life.',
      es:
        'Especialización en psicología del trabajo y de las organizaciones; ' +
        'tesis sobre recursos y resiliencia en la vida laboral.',
      fr:
        'Spécialisation en psychologie du travail et des organisations ; ' +
        'mémoire sur les ressources et la résilience au travail.',
      zh: '主修工作与组织心理学，毕业论文研究职场中的个人资源与心理韧性。',
    },
    order: 1,
  },
  {
    title: {
      de: 'Zertifizierte Systemische Coachin',
      en: 'Certified Systemic Coach',
      es: 'Coach sistémica certificada',
      fr: 'Coach systémique certifiée',
      zh: '认证系统式教练',
    },
    institution: {
      de: 'Institut für Systemisches Coaching Berlin (Demo)',
      en: 'Institute for Systemic Coaching Berlin (demo)',
      es: 'Instituto de Coaching Sistémico de Berlín (demo)',
      fr: 'Institut de coaching systémique de Berlin (démo)',
      zh: '柏林系统式教练学院（演示）',
    },
    year: 2012,
    description: {
      de:
        'Zweijährige berufsbegleitende Weiterbildung mit ' +
        'Supervision, Lehrcoaching und Abschlusskolloquium.',
      en:
        'Two-year part-time training programme including ' +
        'supervision, training coaching and a final colloquium.',
      es:
        'Formación de dos años compatible con la actividad profesional, ' +
        'con supervisión, coaching didáctico y coloquio final.',
      fr:
        'Formation continue de deux ans en parallèle de l’activité professionnelle, ' +
        'avec supervision, coaching didactique et soutenance finale.',
      zh: '为期两年的在职进修课程，包含督导、教学教练及结业答辩。',
    },
    order: 2,
  },
  {
    title: {
      de: 'Professional Certified Coach (PCC)',
      en: 'Professional Certified Coach (PCC)',
      es: 'Professional Certified Coach (PCC)',
      fr: 'Professional Certified Coach (PCC)',
      zh: '专业认证教练（PCC）',
    },
    institution: {
      de: 'International Coaching Federation (ICF) – Demo-Eintrag',
      en: 'International Coaching Federation (ICF) – demo entry',
      es: 'International Coaching Federation (ICF) – registro de demostración',
      fr: 'International Coaching Federation (ICF) – entrée de démonstration',
      zh: '国际教练联合会（ICF）——演示条目',
    },
    year: 2016,
    description: {
      de:
        'Internationale Zertifizierung auf Basis von über 500 ' +
        'dokumentierten Coaching-Stunden und einer Kompetenzprüfung.',
      en:
        'International credential based on more than 500 ' +
        'documented coaching hours and a competency assessment.',
      es:
        'Certificación internacional basada en más de 500 horas de ' +
        'coaching documentadas y una evaluación de competencias.',
      fr:
        'Certification internationale fondée sur plus de 500 heures ' +
        'de coaching documentées et une évaluation des compétences.',
      zh: '基于 500 多小时有记录的教练实践及能力评估而获得的国际认证。',
    },
    order: 3,
  },
  {
    title: {
      de: 'MBSR-Lehrerin (Achtsamkeitsbasierte Stressreduktion)',
      en: 'MBSR Teacher (Mindfulness-Based Stress Reduction)',
      es: 'Instructora de MBSR (reducción del estrés basada en mindfulness)',
      fr: 'Instructrice MBSR (réduction du stress basée sur la pleine conscience)',
      zh: 'MBSR 正念减压导师',
    },
    institution: {
      de: 'Zentrum für Achtsamkeit Musterstadt (Demo)',
      en: 'Musterstadt Centre for Mindfulness (demo)',
      es: 'Centro de Mindfulness de Musterstadt (demo)',
      fr: 'Centre de pleine conscience de Musterstadt (démo)',
      zh: 'Musterstadt 正念中心（演示）',
    },
    year: 2018,
    description: {
      de: 'Ausbildung zur Leitung von achtwöchigen MBSR-Kursen nach dem Programm von Jon Kabat-Zinn.',
      en: 'Training to lead eight-week MBSR courses based on the programme developed by Jon Kabat-Zinn.',
      es:
        'Formación para impartir cursos MBSR de ocho semanas ' +
        'según el programa desarrollado por Jon Kabat-Zinn.',
      fr: 'Formation à l’animation de cycles MBSR de huit semaines selon le programme de Jon Kabat-Zinn.',
      zh: '获得带领为期八周的 MBSR 课程的资格，课程基于 Jon Kabat-Zinn 创立的正念减压方案。',
    },
    order: 4,
  },
];

export const locations: SeedLocation[] = [
  {
    name: {
      de: 'Praxis Berlin-Mitte',
      en: 'Practice in Berlin-Mitte',
      es: 'Consulta en Berlín-Mitte',
      fr: 'Cabinet à Berlin-Mitte',
      zh: '柏林米特区工作室',
    },
    description: {
      de:
        'Helle, ruhige Praxisräume in zentraler Lage, gut erreichbar mit S- und U-Bahn. ' +
        'Termine nach Vereinbarung, auch früh morgens und am frühen Abend.',
      en:
        'Bright, quiet rooms in a central location, easy to reach by S-Bahn and U-Bahn. ' +
        'Appointments by arrangement, including early mornings and early evenings.',
      es:
        'Una consulta luminosa y tranquila en pleno centro, bien comunicada en S-Bahn y U-Bahn. ' +
        'Citas previa solicitud, también a primera hora de la mañana y a última hora de la tarde.',
      fr:
        'Un cabinet lumineux et calme en plein centre, facilement accessible en S-Bahn et en U-Bahn. ' +
        'Rendez-vous sur demande, y compris tôt le matin et en début de soirée.',
      zh: '位于市中心、明亮安静的咨询室，乘坐城铁（S-Bahn）和地铁（U-Bahn）均可便捷到达。需提前预约，也可安排清晨或傍晚时段。',
    },
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    countryCode: 'DE',
    isOnline: false,
    order: 1,
  },
  {
    name: { de: 'Online', en: 'Online', es: 'Online', fr: 'En ligne', zh: '线上' },
    description: {
      de:
        'Coaching per Videocall – ortsunabhängig, flexibel und genauso wirksam wie vor Ort. Sie brauchen ' +
        'nur einen ruhigen Raum, einen Laptop oder ein Tablet und eine stabile Internetverbindung.',
      en:
        'Coaching via video call – location-independent, flexible and just as effective as in person. ' +
        'All you need is a quiet room, a laptop or tablet and a stable internet connection.',
      es:
        'Coaching por videollamada: desde cualquier lugar, flexible y tan eficaz como en persona. ' +
        'Solo necesita un espacio tranquilo, un portátil o una tableta y una conexión a internet estable.',
      fr:
        'Coaching en visioconférence – où que vous soyez, flexible et tout ' +
        'aussi efficace qu’en présentiel. Il vous suffit d’une pièce calme, ' +
        'd’un ordinateur ou d’une tablette et d’une connexion internet stable.',
      zh: '通过视频通话进行教练——不受地点限制，灵活便捷，效果与面谈相同。您只需一个安静的空间、一台笔记本电脑或平板电脑，以及稳定的网络连接。',
    },
    street: '',
    postalCode: '',
    city: '',
    countryCode: '',
    isOnline: true,
    order: 2,
  },
];
