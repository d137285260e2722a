/**
 * Managed texts (static content) in all five languages: home page, package detail page, duration
 * unit labels, header/footer/newsletter, and the texts of the about, services, blog, career,
 * contact and not-found pages. German is the primary language ("Sie" form).
 *
 * Placeholders: service_package_detail_services_included → {n}; service_packages_save_text →
 * {discount_percentage}; footer_copyright → {year} and {site_name}.
 */
import type { SeedStaticContent } from '../types';

/** Joins markdown paragraphs (or list blocks) with a blank line. */
const md = (...blocks: string[]) => blocks.join('\n\n');

export const staticContent: SeedStaticContent = {
  // ───────────────────────────── Home ─────────────────────────────
  hero_title: {
    de: 'Finden Sie Ihren Weg – mit Klarheit und Zuversicht',
    en: 'Find your way – with clarity and confidence',
    es: 'Encuentre su camino con claridad y confianza',
    fr: 'Trouvez votre chemin – avec clarté et confiance',
    zh: '以清晰与自信，找到属于您的方向',
  },
  hero_subtitle: {
    de: 'Life-Coaching, Karriere-Coaching und Resilienztraining in Berlin und online',
    en: 'Life coaching, career coaching and resilience training in Berlin and online',
    es: 'Coaching de vida, coaching profesional y entrenamiento en resiliencia en Berlín y online',
    fr: 'Coaching de vie, coaching de carrière et renforcement de la résilience à Berlin et en ligne',
    zh: '在柏林及线上提供人生教练、职业教练与心理韧性训练',
  },
  hero_description: {
    de:
      'Ob beruflicher Neustart, mehr Gelassenheit im Alltag oder die erste Führungsrolle: Im Coaching ' +
      'klären Sie, was Ihnen wirklich wichtig ist, und entwickeln konkrete nächste Schritte – vertraulich, ' +
      'wertschätzend und auf Augenhöhe.',
    en:
      'Whether you are planning a career change, longing for more calm in everyday life or stepping into ' +
      'your first leadership role: in coaching you clarify what truly matters to you and develop concrete ' +
      'next steps – confidential, respectful and on an equal footing.',
    es:
      'Ya sea un cambio profesional, más serenidad en el día a día o su primer puesto de liderazgo: en el ' +
      'coaching aclarará lo que de verdad le importa y definirá pasos concretos. Con confidencialidad, ' +
      'respeto y en un diálogo entre iguales.',
    fr:
      'Reconversion professionnelle, plus de sérénité au quotidien ou premier poste de manager : en ' +
      'coaching, vous clarifiez ce qui compte vraiment pour vous et définissez des étapes concrètes – en ' +
      'toute confidentialité, avec bienveillance et d’égal à égal.',
    zh:
      '无论是职业转型、希望在日常生活中更从容，还是初次走上管理岗位：在教练对话中，您将厘清真正重要的事情，' +
      '并制定切实可行的下一步——全程保密、彼此尊重、平等相待。',
  },
  services_title: {
    de: 'Coaching-Angebote',
    en: 'Coaching services',
    es: 'Servicios de coaching',
    fr: 'Offres de coaching',
    zh: '教练服务',
  },
  services_subtitle: {
    de: 'Individuelle Begleitung für die Themen, die Sie gerade bewegen – online oder in Berlin.',
    en: 'Individual support for the topics that matter to you right now – online or in Berlin.',
    es: 'Acompañamiento individual para los temas que le ocupan ahora mismo, online o en Berlín.',
    fr: 'Un accompagnement individuel pour les sujets qui vous occupent en ce moment – en ligne ou à Berlin.',
    zh: '针对您当下关注的议题，提供个性化的陪伴——线上或在柏林面谈。',
  },
  about_description: {
    de:
      'Ich bin Anna Weber, systemische Coachin und Psychologin. Seit über zwölf ' +
      'Jahren begleite ich Menschen in Umbruchphasen dabei, Klarheit zu gewinnen, ' +
      'gute Entscheidungen zu treffen und gelassener mit Druck umzugehen. Mein ' +
      'Coaching ist strukturiert, herzlich und immer an Ihren Zielen ausgerichtet.',
    en:
      'I’m Anna Weber, a systemic coach and psychologist. For more than twelve years I have been helping ' +
      'people in times of change to gain clarity, make sound decisions and handle pressure more calmly. My ' +
      'coaching is structured, warm and always focused on your goals.',
    es:
      'Soy Anna Weber, coach sistémica y psicóloga. Desde hace más de doce años acompaño a personas en ' +
      'momentos de cambio para que ganen claridad, tomen buenas decisiones y afronten la presión con más ' +
      'serenidad. Mi coaching es estructurado, cercano y siempre orientado a sus objetivos.',
    fr:
      'Je suis Anna Weber, coach systémique et psychologue. Depuis plus de douze ans, ' +
      'j’accompagne les personnes en période de transition pour gagner en clarté, ' +
      'prendre de bonnes décisions et gérer la pression avec plus de sérénité. Mon ' +
      'coaching est structuré, chaleureux et toujours centré sur vos objectifs.',
    zh:
      '我是 Anna Weber，系统式教练，心理学专业出身。十二年多来，我陪伴处于转变期的人们理清思路、做出好的决定，' +
      '并更从容地面对压力。我的教练方式结构清晰、温暖真诚，始终以您的目标为中心。',
  },
  featured_services_title_part1: {
    de: 'Ausgewählte',
    en: 'Featured',
    es: 'Servicios',
    fr: 'Offres',
    zh: '精选',
  },
  featured_services_title_part2: {
    de: 'Angebote',
    en: 'services',
    es: 'destacados',
    fr: 'phares',
    zh: '教练服务',
  },
  featured_services_joke_text: {
    de: 'Ein Wegweiser zeigt die Richtung – gehen müssen Sie selbst, aber Sie gehen nicht allein.',
    en: 'A signpost shows the way – you still have to walk it yourself, but you won’t walk alone.',
    es: 'Un poste indicador señala el camino: tendrá que recorrerlo usted, pero nunca en solitario.',
    fr: 'Un panneau indique la direction – c’est à vous de faire le chemin, mais jamais en solitaire.',
    zh: '路标只指明方向——路要您自己走，但您不会独自前行。',
  },
  featured_services_learn_more: {
    de: 'Mehr erfahren',
    en: 'Learn more',
    es: 'Más información',
    fr: 'En savoir plus',
    zh: '了解更多',
  },
  featured_services_show_all: {
    de: 'Alle Angebote ansehen',
    en: 'View all services',
    es: 'Ver todos los servicios',
    fr: 'Voir toutes les offres',
    zh: '查看全部服务',
  },
  service_packages_badge: {
    de: 'Coaching-Pakete',
    en: 'Coaching packages',
    es: 'Paquetes de coaching',
    fr: 'Forfaits de coaching',
    zh: '教练套餐',
  },
  service_packages_title_first: {
    de: 'Begleitung, die',
    en: 'Support that',
    es: 'Acompañamiento',
    fr: 'Un accompagnement',
    zh: '适合您的',
  },
  service_packages_title_second: {
    de: 'zu Ihnen passt',
    en: 'fits your path',
    es: 'a su medida',
    fr: 'à votre mesure',
    zh: '陪伴方案',
  },
  service_packages_description: {
    de:
      'Mehrere Sitzungen zum Paketpreis: ideal, wenn Sie ein Thema nachhaltig bearbeiten und ' +
      'Veränderungen Schritt für Schritt in Ihrem Alltag verankern möchten.',
    en:
      'Several sessions at a package price: ideal if you want to work on a topic in depth and anchor ' +
      'changes in your everyday life step by step.',
    es:
      'Varias sesiones a precio de paquete: ideal si desea trabajar un tema a fondo e integrar los cambios ' +
      'en su día a día paso a paso.',
    fr:
      'Plusieurs séances à prix forfaitaire : idéal pour travailler un sujet en profondeur et ancrer ' +
      'durablement les changements dans votre quotidien, étape par étape.',
    zh: '多次课程，享受套餐优惠：适合希望深入处理某一议题、并将改变一步步融入日常生活的您。',
  },
  service_packages_most_popular: {
    de: 'Am beliebtesten',
    en: 'Most popular',
    es: 'Más popular',
    fr: 'Le plus demandé',
    zh: '最受欢迎',
  },
  service_packages_save_text: {
    de: '{discount_percentage}% sparen',
    en: 'Save {discount_percentage}%',
    es: 'Ahorre un {discount_percentage}%',
    fr: 'Économisez {discount_percentage} %',
    zh: '节省 {discount_percentage}%',
  },
  service_packages_learn_more: {
    de: 'Paket ansehen',
    en: 'View package',
    es: 'Ver paquete',
    fr: 'Voir le forfait',
    zh: '查看套餐',
  },
  service_packages_show_all_packages: {
    de: 'Alle Pakete ansehen',
    en: 'View all packages',
    es: 'Ver todos los paquetes',
    fr: 'Voir tous les forfaits',
    zh: '查看全部套餐',
  },
  testimonials_title: {
    de: 'Erfahrungen',
    en: 'Experiences',
    es: 'Experiencias',
    fr: 'Témoignages',
    zh: '客户评价',
  },
  testimonials_suffix: {
    de: 'aus dem Coaching',
    en: 'from my clients',
    es: 'de mis clientes',
    fr: 'de mes clients',
    zh: '与真实体验',
  },
  testimonials_subtitle: {
    de: 'Menschen, die mit Coaching neue Wege gegangen sind, erzählen von ihren Erfahrungen.',
    en: 'People who have found new paths through coaching share their experiences.',
    es: 'Personas que han encontrado nuevos caminos gracias al coaching comparten su experiencia.',
    fr: 'Des personnes qui ont trouvé de nouvelles voies grâce au coaching partagent leur expérience.',
    zh: '通过教练找到新方向的人们，分享他们的亲身经历。',
  },
  about_cta_title: {
    de: 'Bereit für Ihren nächsten Schritt?',
    en: 'Ready for your next step?',
    es: '¿Es el momento de dar el siguiente paso?',
    fr: 'Et si c’était le moment de passer à l’étape suivante ?',
    zh: '准备好迈出下一步了吗？',
  },
  about_step_text: {
    de: 'Der erste Schritt: ein kostenloses Kennenlerngespräch von 20 Minuten.',
    en: 'Your first step: a free 20-minute introductory call.',
    es: 'Su primer paso: una primera conversación gratuita de 20 minutos.',
    fr: 'Votre premier pas : un échange découverte gratuit de 20 minutes.',
    zh: '第一步：20 分钟免费初次咨询。',
  },
  about_cta_text: {
    de:
      'Im Kennenlerngespräch schauen wir gemeinsam auf Ihr Anliegen und klären, ob und wie Coaching Sie ' +
      'weiterbringt – unverbindlich und ohne Verkaufsdruck.',
    en:
      'In our introductory call we look at your situation together and clarify whether and how coaching ' +
      'can help you – with no obligation and no sales pressure.',
    es:
      'En esta primera conversación analizamos juntos su situación y vemos si el coaching puede ayudarle ' +
      'y de qué manera, sin compromiso y sin presión comercial.',
    fr:
      'Lors de cet échange, nous examinons ensemble votre situation et voyons si et comment le coaching ' +
      'peut vous aider – sans engagement ni pression commerciale.',
    zh: '在初次咨询中，我们将一起梳理您的需求，看看教练能否以及如何帮助您——没有任何义务，也绝无推销压力。',
  },
  about_cta_button: {
    de: 'Kennenlerngespräch vereinbaren',
    en: 'Book a free intro call',
    es: 'Reservar una conversación gratuita',
    fr: 'Réserver un échange gratuit',
    zh: '预约免费初次咨询',
  },
  meta_title: {
    de: 'Life-Coaching & Karriere-Coaching in Berlin und online',
    en: 'Life & Career Coaching in Berlin and Online',
    es: 'Coaching de vida y profesional en Berlín y online',
    fr: 'Coaching de vie et de carrière à Berlin et en ligne',
    zh: '柏林及线上人生教练与职业教练',
  },
  meta_description: {
    de:
      'Life-Coaching, Karriere-Coaching und Stressbewältigung mit Anna Weber – in Berlin und online. ' +
      'Gewinnen Sie Klarheit und vereinbaren Sie ein Kennenlerngespräch.',
    en:
      'Life coaching, career coaching and stress management with Anna Weber in Berlin and online. Gain ' +
      'clarity and book a free, no-obligation introductory call.',
    es:
      'Coaching de vida, coaching profesional y gestión del estrés con Anna Weber en Berlín y online. ' +
      'Gane claridad y reserve una primera conversación gratuita.',
    fr:
      'Coaching de vie, de carrière et gestion du stress avec Anna Weber à Berlin et en ligne. Gagnez en ' +
      'clarté et réservez un premier échange gratuit.',
    zh:
      '与 Anna Weber 一起进行人生教练、职业教练与压力管理，可在柏林面谈或线上进行。理清方向，立即预约免费初次咨询，' +
      '迈出改变的第一步。',
  },

  // ──────────────────────── Package detail ────────────────────────
  service_package_detail_back_button: {
    de: 'Zurück zu den Angeboten',
    en: 'Back to services',
    es: 'Volver a los servicios',
    fr: 'Retour aux offres',
    zh: '返回服务列表',
  },
  service_package_detail_included_services: {
    de: 'Enthaltene Leistungen',
    en: 'Included services',
    es: 'Servicios incluidos',
    fr: 'Prestations incluses',
    zh: '包含的服务',
  },
  service_package_detail_request_button: {
    de: 'Paket anfragen',
    en: 'Request this package',
    es: 'Solicitar este paquete',
    fr: 'Demander ce forfait',
    zh: '咨询此套餐',
  },
  service_package_detail_free_consultation: {
    de: 'Kostenloses Kennenlerngespräch',
    en: 'Free introductory call',
    es: 'Primera conversación gratuita',
    fr: 'Premier échange gratuit',
    zh: '免费初次咨询',
  },
  service_package_detail_attractive_price: {
    de: 'Attraktiver Paketpreis',
    en: 'Attractive package price',
    es: 'Precio de paquete ventajoso',
    fr: 'Tarif forfaitaire avantageux',
    zh: '优惠套餐价格',
  },
  service_package_detail_online_onsite: {
    de: 'Online oder vor Ort in Berlin',
    en: 'Online or in person in Berlin',
    es: 'Online o presencial en Berlín',
    fr: 'En ligne ou en présentiel à Berlin',
    zh: '线上或在柏林面谈',
  },
  service_package_detail_services_included: {
    de: '{n} Leistungen inklusive',
    en: '{n} services included',
    es: '{n} servicios incluidos',
    fr: '{n} prestations incluses',
    zh: '包含 {n} 项服务',
  },
  service_package_detail_loading: {
    de: 'Paket wird geladen …',
    en: 'Loading package…',
    es: 'Cargando paquete…',
    fr: 'Chargement du forfait…',
    zh: '正在加载套餐…',
  },
  service_package_detail_discount_text: {
    de: 'Rabatt gegenüber Einzelbuchung',
    en: 'off compared with single sessions',
    es: 'de descuento frente a sesiones sueltas',
    fr: 'de remise par rapport aux séances à l’unité',
    zh: '（相比单次预约的优惠）',
  },

  // ───────────────────────── Duration units ─────────────────────────
  duration_unit_minutes: { de: 'Minuten', en: 'minutes', es: 'minutos', fr: 'minutes', zh: '分钟' },
  duration_unit_hours: { de: 'Stunden', en: 'hours', es: 'horas', fr: 'heures', zh: '小时' },
  duration_unit_days: { de: 'Tage', en: 'days', es: 'días', fr: 'jours', zh: '天' },
  duration_unit_weeks: { de: 'Wochen', en: 'weeks', es: 'semanas', fr: 'semaines', zh: '周' },
  duration_unit_months: { de: 'Monate', en: 'months', es: 'meses', fr: 'mois', zh: '个月' },
  duration_unit_years: { de: 'Jahre', en: 'years', es: 'años', fr: 'ans', zh: '年' },

  // ─────────────────── Header, footer, newsletter ───────────────────
  header_nav_home: { de: 'Start', en: 'Home', es: 'Inicio', fr: 'Accueil', zh: '首页' },
  header_nav_about: { de: 'Über mich', en: 'About me', es: 'Sobre mí', fr: 'À propos', zh: '关于我' },
  header_nav_services: { de: 'Angebote', en: 'Services', es: 'Servicios', fr: 'Offres', zh: '服务' },
  header_nav_blog: { de: 'Blog', en: 'Blog', es: 'Blog', fr: 'Blog', zh: '博客' },
  header_nav_career: { de: 'Karriere', en: 'Careers', es: 'Empleo', fr: 'Carrières', zh: '招聘' },
  header_contact_button: {
    de: 'Kontakt aufnehmen',
    en: 'Get in touch',
    es: 'Contactar',
    fr: 'Me contacter',
    zh: '联系我',
  },
  header_menu_open: {
    de: 'Menü öffnen',
    en: 'Open menu',
    es: 'Abrir menú',
    fr: 'Ouvrir le menu',
    zh: '打开菜单',
  },
  header_menu_close: {
    de: 'Menü schließen',
    en: 'Close menu',
    es: 'Cerrar menú',
    fr: 'Fermer le menu',
    zh: '关闭菜单',
  },
  footer_description: {
    de:
      'Wegweiser Coaching begleitet Menschen in Berlin und online durch berufliche und persönliche ' +
      'Veränderungen – mit Klarheit, Wertschätzung und praktischen Werkzeugen.',
    en:
      'Wegweiser Coaching supports people in Berlin and online through professional and personal change – ' +
      'with clarity, appreciation and practical tools.',
    es:
      'Wegweiser Coaching acompaña a personas en Berlín y online en sus cambios ' +
      'profesionales y personales, con claridad, aprecio y herramientas prácticas.',
    fr:
      'Wegweiser Coaching accompagne à Berlin et en ligne les personnes en transition professionnelle ou ' +
      'personnelle – avec clarté, bienveillance et des outils concrets.',
    zh: 'Wegweiser Coaching 在柏林及线上陪伴人们度过职业与人生的转变——以清晰、尊重和实用的方法。',
  },
  footer_navigation_title: {
    de: 'Navigation',
    en: 'Navigation',
    es: 'Navegación',
    fr: 'Navigation',
    zh: '导航',
  },
  footer_contact_title: { de: 'Kontakt', en: 'Contact', es: 'Contacto', fr: 'Contact', zh: '联系方式' },
  footer_social_title: {
    de: 'Folgen Sie mir',
    en: 'Follow me',
    es: 'Sígame',
    fr: 'Suivez-moi',
    zh: '关注我',
  },
  footer_legal_privacy: {
    de: 'Datenschutz',
    en: 'Privacy policy',
    es: 'Política de privacidad',
    fr: 'Politique de confidentialité',
    zh: '隐私政策',
  },
  footer_legal_imprint: {
    de: 'Impressum',
    en: 'Legal notice',
    es: 'Aviso legal',
    fr: 'Mentions légales',
    zh: '网站信息披露',
  },
  footer_legal_terms: {
    de: 'AGB',
    en: 'Terms and conditions',
    es: 'Términos y condiciones',
    fr: 'Conditions générales',
    zh: '服务条款',
  },
  footer_copyright: {
    de: '© {year} {site_name}. Alle Rechte vorbehalten.',
    en: '© {year} {site_name}. All rights reserved.',
    es: '© {year} {site_name}. Todos los derechos reservados.',
    fr: '© {year} {site_name}. Tous droits réservés.',
    zh: '© {year} {site_name}。保留所有权利。',
  },
  footer_button_text: {
    de: 'Kennenlerngespräch vereinbaren',
    en: 'Book a free intro call',
    es: 'Reservar una conversación gratuita',
    fr: 'Réserver un échange gratuit',
    zh: '预约免费初次咨询',
  },
  newsletter_title: {
    de: 'Impulse für Ihren Weg',
    en: 'Inspiration for your path',
    es: 'Impulsos para su camino',
    fr: 'Des pistes pour avancer',
    zh: '成长灵感，定期送达',
  },
  newsletter_description: {
    de:
      'Einmal im Monat: praktische Übungen, Gedanken zu Veränderung und Gelassenheit sowie neue ' +
      'Workshop-Termine. Kein Spam.',
    en: 'Once a month: practical exercises, thoughts on change and calm, and new workshop dates. No spam.',
    es:
      'Una vez al mes: ejercicios prácticos, reflexiones sobre el ' +
      'cambio y la serenidad, y nuevas fechas de talleres. Sin spam.',
    fr:
      'Une fois par mois : des exercices pratiques, des réflexions sur le changement et la sérénité, et ' +
      'les dates des prochains ateliers. Sans spam.',
    zh: '每月一封：实用练习、关于改变与从容的思考，以及最新工作坊日期。绝无垃圾邮件。',
  },
  newsletter_placeholder: {
    de: 'Ihre E-Mail-Adresse',
    en: 'Your email address',
    es: 'Su correo electrónico',
    fr: 'Votre adresse e-mail',
    zh: '您的电子邮箱',
  },
  newsletter_button: {
    de: 'Anmelden',
    en: 'Subscribe',
    es: 'Suscribirse',
    fr: 'S’abonner',
    zh: '订阅',
  },
  newsletter_consent: {
    de:
      'Mit der Anmeldung willigen Sie ein, den Newsletter per E-Mail zu erhalten. Sie bestätigen die ' +
      'Anmeldung über einen Link in unserer E-Mail (Double-Opt-in) und können sich jederzeit abmelden. ' +
      'Mehr dazu in der Datenschutzerklärung.',
    en:
      'By subscribing, you agree to receive the newsletter by email. You confirm your subscription via a ' +
      'link in our email (double opt-in) and can unsubscribe at any time. Details in our privacy policy.',
    es:
      'Al suscribirse, acepta recibir el boletín por correo electrónico. Confirmará su ' +
      'suscripción mediante un enlace en nuestro correo (doble opt-in) y podrá darse ' +
      'de baja en cualquier momento. Más información en la política de privacidad.',
    fr:
      'En vous inscrivant, vous acceptez de recevoir la newsletter par e-mail. Vous confirmez votre ' +
      'inscription via un lien dans notre e-mail (double opt-in) et pouvez vous désabonner à tout moment. ' +
      'Plus d’informations dans la politique de confidentialité.',
    zh:
      '订阅即表示您同意通过电子邮件接收我们的通讯。您需点击确认邮件中的链接完成订阅（双重确认），并可随时退订。' +
      '详情请参阅隐私政策。',
  },

  // ───────────────────────────── About ─────────────────────────────
  about_title: { de: 'Über mich', en: 'About me', es: 'Sobre mí', fr: 'À propos', zh: '关于我' },
  about_subtitle: {
    de: 'Anna Weber – Coachin für Orientierung, Veränderung und Gelassenheit',
    en: 'Anna Weber – coach for direction, change and inner calm',
    es: 'Anna Weber, coach para la orientación, el cambio y la serenidad',
    fr: 'Anna Weber – coach pour s’orienter, changer et retrouver la sérénité',
    zh: 'Anna Weber——陪伴您找到方向、拥抱改变、收获从容的教练',
  },
  about_intro: {
    de: md(
      'Ich bin Anna Weber, systemische Coachin und Psychologin mit Praxis in Berlin-Mitte. ' +
        'Seit über zwölf Jahren begleite ich Menschen, die an einem Wendepunkt stehen: vor ' +
        'einem Jobwechsel, in der ersten Führungsrolle, in Phasen hoher Belastung oder ' +
        'einfach mit dem Wunsch, das eigene Leben bewusster zu gestalten.',
      'Bevor ich mich selbstständig gemacht habe, war ich mehrere Jahre in der Personalentwicklung eines ' +
        'mittelständischen Unternehmens tätig. Dort habe ich erlebt, wie viel Kraft frei wird, wenn ' +
        'Menschen ihre Stärken kennen und ihre Entscheidungen an den eigenen Werten ausrichten – und wie ' +
        'erschöpfend es ist, wenn das nicht gelingt.',
      'Im Coaching schaffe ich einen geschützten Raum, in dem Sie sortieren, durchatmen und neue ' +
        'Perspektiven entwickeln können. **Sie sind die Expertin oder der Experte für Ihr Leben** – ich ' +
        'bringe Struktur, gute Fragen und erprobte Methoden mit.',
    ),
    en: md(
      'I’m Anna Weber, a systemic coach and psychologist with a practice in Berlin-Mitte. For more than ' +
        'twelve years I have been working with people at a turning point: facing a job change, stepping ' +
        'into their first leadership role, going through periods of high pressure, or simply wishing to ' +
        'shape their lives more consciously.',
      'Before starting my own practice, I spent several years in the people development team of a ' +
        'mid-sized company. There I saw how much energy is released when people know their strengths and ' +
        'align their decisions with their own values – and how exhausting it is when they cannot.',
      'In coaching, I create a safe space where you can sort things out, take ' +
        'a breath and develop new perspectives. **You are the expert on your ' +
        'own life** – I bring structure, good questions and proven methods.',
    ),
    es: md(
      'Soy Anna Weber, coach sistémica y psicóloga, con consulta en Berlín-Mitte. Desde hace más de doce ' +
        'años acompaño a personas que se encuentran en un punto de inflexión: ante un cambio de trabajo, ' +
        'en su primer puesto de liderazgo, en etapas de mucha presión o, sencillamente, con el deseo de ' +
        'vivir de forma más consciente.',
      'Antes de establecerme por mi cuenta, trabajé varios años en el área de ' +
        'desarrollo de personas de una empresa mediana. Allí comprobé cuánta energía se ' +
        'libera cuando las personas conocen sus fortalezas y toman decisiones acordes ' +
        'con sus propios valores, y lo agotador que resulta cuando no lo consiguen.',
      'En el coaching creo un espacio seguro en el que puede ordenar sus ideas, tomar aire y desarrollar ' +
        'nuevas perspectivas. **Usted es quien mejor conoce su vida**; yo aporto estructura, buenas ' +
        'preguntas y métodos probados.',
    ),
    fr: md(
      'Je suis Anna Weber, coach systémique et psychologue, installée dans mon cabinet à Berlin-Mitte. ' +
        'Depuis plus de douze ans, j’accompagne des personnes à un tournant de leur vie : avant un ' +
        'changement de poste, lors d’une première prise de fonction managériale, dans des périodes de ' +
        'forte pression ou simplement avec l’envie de mener leur vie de façon plus consciente.',
      'Avant de me mettre à mon compte, j’ai travaillé plusieurs années dans le développement des ' +
        'talents d’une entreprise de taille moyenne. J’y ai constaté toute l’énergie qui se libère lorsque ' +
        'l’on connaît ses forces et que l’on aligne ses décisions sur ses propres valeurs – et combien il ' +
        'est épuisant de ne pas y parvenir.',
      'En coaching, je crée un espace protégé où vous pouvez faire le tri, reprendre votre souffle et ' +
        'développer de nouvelles perspectives. **C’est vous l’expert·e de votre vie** – j’apporte la ' +
        'structure, les bonnes questions et des méthodes éprouvées.',
    ),
    zh: md(
      '我是 Anna Weber，系统式教练，心理学专业出身，在柏林米特区设有工作室。十二年多来，我一直陪伴站在人生转折点上的人们：' +
        '面临换工作、初次担任管理者、经历高压阶段，或只是希望更有意识地规划自己的生活。',
      '在独立执业之前，我曾在一家中型企业的人才发展部门工作多年。在那里我亲眼看到：当人们了解自己的优势、' +
        '并依据自己的价值观做出决定时，会释放出多么大的能量；而做不到这一点时，又是多么令人疲惫。',
      '在教练过程中，我为您营造一个安全的空间，让您梳理思绪、喘一口气，并发展出新的视角。**您才是自己人生的专家**——' +
        '我带来的是结构、好的提问和经过验证的方法。',
    ),
  },
  about_approach_title: {
    de: 'Mein Ansatz',
    en: 'My approach',
    es: 'Mi enfoque',
    fr: 'Mon approche',
    zh: '我的方法',
  },
  about_approach_text: {
    de: md(
      'Mein Coaching verbindet systemisches Denken mit lösungsorientierten Methoden und Elementen aus der ' +
        'Achtsamkeitspraxis. Wir beginnen mit einer klaren Standortbestimmung, formulieren ein Ziel, das ' +
        'sich für Sie stimmig anfühlt, und arbeiten dann in überschaubaren Schritten darauf hin.',
      '- **Klar:** Jede Sitzung hat einen Fokus und endet mit konkreten nächsten Schritten.\n- ' +
        '**Ganzheitlich:** Beruf, Beziehungen und Wohlbefinden hängen zusammen – wir betrachten ' +
        'das Ganze.\n- **Vertraulich:** Alles, was Sie mir anvertrauen, bleibt zwischen uns.',
      'Coaching ersetzt keine Psychotherapie. Wenn sich im Gespräch zeigt, dass eine andere Form der ' +
        'Unterstützung besser passt, sage ich Ihnen das offen und helfe Ihnen bei der Orientierung.',
    ),
    en: md(
      'My coaching combines systemic thinking with solution-focused methods and elements of mindfulness ' +
        'practice. We start by taking stock of where you are, define a goal that feels right to you and ' +
        'then work towards it in manageable steps.',
      '- **Clear:** every session has a focus and ends with concrete next steps.\n' +
        '- **Holistic:** work, relationships and well-being are connected – we look at the whole picture.\n' +
        '- **Confidential:** everything you share with me stays between us.',
      'Coaching is not a substitute for psychotherapy. If it becomes clear that a different ' +
        'kind of support would suit you better, I will tell you openly and help you find your way.',
    ),
    es: md(
      'Mi coaching combina el pensamiento sistémico con métodos orientados a soluciones y elementos de la ' +
        'práctica de mindfulness. Empezamos con un análisis claro de su situación, formulamos un objetivo ' +
        'que tenga sentido para usted y avanzamos hacia él en pasos asumibles.',
      '- **Claro:** cada sesión tiene un foco y termina con pasos concretos.\n' +
        '- **Integral:** trabajo, relaciones y bienestar están conectados; miramos el conjunto.\n' +
        '- **Confidencial:** todo lo que me cuente queda entre nosotros.',
      'El coaching no sustituye a la psicoterapia. Si en la conversación se ve que otro tipo de apoyo le ' +
        'conviene más, se lo diré con franqueza y le ayudaré a orientarse.',
    ),
    fr: md(
      'Mon coaching associe la pensée systémique à des méthodes orientées solutions et à des éléments de ' +
        'la pleine conscience. Nous commençons par faire le point sur votre situation, formulons un ' +
        'objectif qui a du sens pour vous, puis avançons vers lui par étapes réalistes.',
      '- **Clair :** chaque séance a un objectif précis et se termine par des actions concrètes.\n' +
        '- **Global :** travail, relations et bien-être sont liés – nous regardons l’ensemble.\n' +
        '- **Confidentiel :** tout ce que vous me confiez reste entre nous.',
      'Le coaching ne remplace pas une psychothérapie. S’il apparaît qu’un autre type d’accompagnement ' +
        'vous conviendrait mieux, je vous le dirai franchement et vous aiderai à vous orienter.',
    ),
    zh: md(
      '我的教练方式融合了系统式思维、以解决方案为导向的方法以及正念练习的元素。我们首先清晰地盘点您的现状，' +
        '确立一个让您感到契合的目标，然后一步一步、稳扎稳打地朝它前进。',
      '- **清晰**：每次会谈都有明确焦点，并以具体的下一步行动收尾。\n' +
        '- **整体**：工作、人际关系与身心健康彼此相连——我们关注全局。\n' +
        '- **保密**：您告诉我的一切，都只留在我们之间。',
      '教练不能替代心理治疗。如果在交流中发现其他形式的支持更适合您，我会坦诚告知，并帮助您找到合适的方向。',
    ),
  },
  about_qualifications_title: {
    de: 'Ausbildung & Qualifikationen',
    en: 'Training & qualifications',
    es: 'Formación y cualificaciones',
    fr: 'Formation et qualifications',
    zh: '教育背景与资质',
  },
  about_locations_title: {
    de: 'Coaching in Berlin und online',
    en: 'Coaching in Berlin and online',
    es: 'Coaching en Berlín y online',
    fr: 'Coaching à Berlin et en ligne',
    zh: '柏林面谈与线上教练',
  },

  // ──────────────────────────── Services ────────────────────────────
  services_page_title: {
    de: 'Coaching-Angebote',
    en: 'Coaching services',
    es: 'Servicios de coaching',
    fr: 'Offres de coaching',
    zh: '教练服务',
  },
  services_page_intro: {
    de:
      'Jeder Mensch und jede Situation ist anders. Deshalb stimme ich Inhalte, Methoden und Tempo auf Ihr ' +
      'Anliegen ab. Wählen Sie eine Einzelsitzung, um ein konkretes Thema zu klären, oder ein Paket, wenn ' +
      'Sie eine Veränderung über mehrere Wochen begleiten lassen möchten. Alle Angebote sind online und in ' +
      'meiner Berliner Praxis möglich.',
    en:
      'Every person and every situation is different, so I tailor content, methods and pace to your needs. ' +
      'Choose a single session to work through a specific question, or a package if you would like support ' +
      'through a change over several weeks. All services are available online and at my practice in Berlin.',
    es:
      'Cada persona y cada situación son distintas. Por eso adapto los contenidos, los métodos y el ritmo ' +
      'a lo que usted necesita. Elija una sesión individual para aclarar una cuestión concreta o un ' +
      'paquete si desea acompañamiento durante un cambio de varias semanas. Todos los servicios están ' +
      'disponibles online y en mi consulta de Berlín.',
    fr:
      'Chaque personne et chaque situation sont uniques : j’adapte donc les contenus, les méthodes et le ' +
      'rythme à votre demande. Choisissez une séance individuelle pour clarifier une question précise, ou ' +
      'un forfait si vous souhaitez être accompagné·e dans un changement sur plusieurs semaines. Toutes ' +
      'les offres sont proposées en ligne et dans mon cabinet à Berlin.',
    zh:
      '每个人、每种处境都各不相同，因此我会根据您的需求调整内容、方法和节奏。如果想厘清某个具体问题，可以选择单次会谈；' +
      '如果希望在数周内获得持续陪伴，则可以选择套餐。所有服务均可线上进行，也可在我位于柏林的工作室面谈。',
  },
  services_page_packages_title: {
    de: 'Coaching-Pakete',
    en: 'Coaching packages',
    es: 'Paquetes de coaching',
    fr: 'Forfaits de coaching',
    zh: '教练套餐',
  },
  services_page_packages_intro: {
    de:
      'Mit einem Paket planen wir mehrere Sitzungen im Voraus. So bleibt zwischen den Terminen Zeit zum ' +
      'Ausprobieren und Reflektieren – und Sie sparen gegenüber der Einzelbuchung.',
    en:
      'With a package, we plan several sessions in advance. This leaves time between appointments to try ' +
      'things out and reflect – and you save compared with booking single sessions.',
    es:
      'Con un paquete planificamos varias sesiones por adelantado. Así queda tiempo entre citas para ' +
      'probar y reflexionar, y además ahorra frente a la reserva de sesiones sueltas.',
    fr:
      'Avec un forfait, nous planifions plusieurs séances à l’avance. Vous ' +
      'gardez ainsi du temps entre les rendez-vous pour expérimenter et prendre ' +
      'du recul – tout en économisant par rapport aux séances à l’unité.',
    zh: '选择套餐，我们会提前规划多次会谈。两次会谈之间留有尝试与反思的时间——而且比单次预约更优惠。',
  },

  // ───────────────────────── Blog and career ─────────────────────────
  blog_page_title: { de: 'Blog', en: 'Blog', es: 'Blog', fr: 'Blog', zh: '博客' },
  blog_page_intro: {
    de:
      'Impulse, Übungen und Gedanken rund um berufliche Neuorientierung, Stressbewältigung, ' +
      'Führung und ein achtsameres Leben – zum Lesen, Nachdenken und Ausprobieren.',
    en:
      'Ideas, exercises and reflections on career change, stress management, leadership and a more mindful ' +
      'life – to read, reflect on and try out.',
    es:
      'Ideas, ejercicios y reflexiones sobre reorientación profesional, gestión del ' +
      'estrés, liderazgo y una vida más consciente: para leer, pensar y poner en práctica.',
    fr:
      'Idées, exercices et réflexions sur la reconversion professionnelle, la gestion du stress, le ' +
      'leadership et une vie plus consciente – à lire, à méditer et à expérimenter.',
    zh: '关于职业转型、压力管理、领导力与正念生活的灵感、练习与思考——值得阅读、思考和亲身尝试。',
  },
  career_page_title: {
    de: 'Karriere',
    en: 'Careers',
    es: 'Empleo',
    fr: 'Carrières',
    zh: '招聘',
  },
  career_page_intro: {
    de:
      'Wegweiser Coaching wächst. Wenn Sie Menschen mit Herz und Professionalität begleiten oder uns im ' +
      'Hintergrund unterstützen möchten, freue ich mich auf Ihre Bewerbung – ob als Coach im Netzwerk, im ' +
      'Büromanagement oder im Praktikum.',
    en:
      'Wegweiser Coaching is growing. If you would like to support people with heart and professionalism, ' +
      'or help us behind the scenes, I look forward to your application – as a coach in our network, in ' +
      'office management or as an intern.',
    es:
      'Wegweiser Coaching está creciendo. Si le gustaría acompañar a personas con cercanía y ' +
      'profesionalidad, o apoyarnos entre bastidores, estaré encantada de recibir su candidatura: como ' +
      'coach en nuestra red, en gestión administrativa o en prácticas.',
    fr:
      'Wegweiser Coaching se développe. Si vous souhaitez accompagner des personnes avec cœur et ' +
      'professionnalisme, ou nous soutenir en coulisses, je serai ravie de recevoir votre candidature – en ' +
      'tant que coach de notre réseau, en gestion administrative ou en stage.',
    zh:
      'Wegweiser Coaching 正在成长。如果您希望以真诚和专业陪伴他人，或在幕后为我们提供支持，欢迎投递申请——' +
      '无论是作为合作教练、办公室行政人员，还是实习生。',
  },

  // ───────────────────────────── Contact ─────────────────────────────
  contact_page_title: { de: 'Kontakt', en: 'Contact', es: 'Contacto', fr: 'Contact', zh: '联系' },
  contact_page_intro: {
    de:
      'Sie haben eine Frage oder möchten ein kostenloses Kennenlerngespräch vereinbaren? Schreiben Sie mir ' +
      '– ich antworte in der Regel innerhalb von zwei Werktagen.',
    en:
      'Do you have a question or would you like to book a free introductory call? Send me a message – I ' +
      'usually reply within two working days.',
    es:
      '¿Tiene alguna pregunta o desea reservar una primera conversación gratuita? Escríbame; normalmente ' +
      'respondo en un plazo de dos días laborables.',
    fr:
      'Vous avez une question ou souhaitez réserver un premier échange gratuit ? Écrivez-moi – je réponds ' +
      'généralement sous deux jours ouvrés.',
    zh: '您有任何疑问，或想预约一次免费初次咨询吗？欢迎给我留言——我通常会在两个工作日内回复。',
  },
  contact_form_name: { de: 'Name', en: 'Name', es: 'Nombre', fr: 'Nom', zh: '姓名' },
  contact_form_email: {
    de: 'E-Mail-Adresse',
    en: 'Email address',
    es: 'Correo electrónico',
    fr: 'Adresse e-mail',
    zh: '电子邮箱',
  },
  contact_form_phone: {
    de: 'Telefon (optional)',
    en: 'Phone (optional)',
    es: 'Teléfono (opcional)',
    fr: 'Téléphone (facultatif)',
    zh: '电话（选填）',
  },
  contact_form_message: {
    de: 'Ihre Nachricht',
    en: 'Your message',
    es: 'Su mensaje',
    fr: 'Votre message',
    zh: '您的留言',
  },
  contact_form_submit: {
    de: 'Nachricht senden',
    en: 'Send message',
    es: 'Enviar mensaje',
    fr: 'Envoyer le message',
    zh: '发送留言',
  },
  contact_form_sending: {
    de: 'Wird gesendet …',
    en: 'Sending…',
    es: 'Enviando…',
    fr: 'Envoi en cours…',
    zh: '正在发送…',
  },
  contact_form_privacy_note: {
    de:
      'Ihre Angaben verwende ich ausschließlich zur Bearbeitung Ihrer Anfrage. Mehr dazu erfahren Sie in ' +
      'der Datenschutzerklärung.',
    en: 'I use your details solely to process your enquiry. You can find out more in the privacy policy.',
    es:
      'Utilizo sus datos exclusivamente para tramitar su consulta. ' +
      'Encontrará más información en la política de privacidad.',
    fr:
      'J’utilise vos données uniquement pour traiter votre demande. Pour en savoir plus, consultez la ' +
      'politique de confidentialité.',
    zh: '您提供的信息仅用于处理您的咨询。详情请参阅隐私政策。',
  },

  // ──────────────────────────── Not found ────────────────────────────
  not_found_title: {
    de: 'Seite nicht gefunden',
    en: 'Page not found',
    es: 'Página no encontrada',
    fr: 'Page introuvable',
    zh: '页面未找到',
  },
  not_found_text: {
    de:
      'Dieser Weg führt leider ins Leere. Vielleicht hat sich die Adresse geändert oder ' +
      'die Seite existiert nicht mehr – von der Startseite aus finden Sie sicher weiter.',
    en:
      'This path seems to lead nowhere. The address may have changed or the page no longer exists – from ' +
      'the home page you will easily find your way again.',
    es:
      'Este camino no lleva a ninguna parte. Puede que la dirección haya cambiado o que la página ya no ' +
      'exista; desde la página de inicio encontrará fácilmente el camino.',
    fr:
      'Ce chemin ne mène nulle part. L’adresse a peut-être changé ou la page n’existe plus – depuis la ' +
      'page d’accueil, vous retrouverez facilement votre route.',
    zh: '这条路似乎走不通。网址可能已更改，或该页面已不存在——回到首页，您一定能重新找到方向。',
  },
  not_found_back: {
    de: 'Zur Startseite',
    en: 'Back to the home page',
    es: 'Volver al inicio',
    fr: 'Retour à l’accueil',
    zh: '返回首页',
  },
};
