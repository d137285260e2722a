/**
 * SEO settings per page identifier, in all five languages. Page titles carry no site-name suffix:
 * the site appends ' | {site_name}'.
 */
import type { SeedSeo } from '../types';

export const seoSettings: SeedSeo[] = [
  {
    pageIdentifier: 'home',
    pageTitle: {
      de: 'Life-Coaching & Karriere-Coaching in Berlin',
      en: 'Life & Career Coaching in Berlin and Online',
      es: 'Coaching de vida y profesional en Berlín',
      fr: 'Coaching de vie et de carrière à Berlin',
      zh: '柏林人生教练与职业教练',
    },
    metaDescription: {
      de:
        'Life-Coaching, Karriere-Coaching und Stressbewältigung mit Anna Weber in Berlin und online. ' +
        'Gewinnen Sie Klarheit – jetzt Kennenlerngespräch vereinbaren.',
      en:
        'Life coaching, career coaching and stress management with Anna Weber in Berlin and online. ' +
        'Gain clarity and book a free, no-obligation introductory call.',
      es:
        'Coaching de vida, coaching profesional y gestión del estrés con Anna Weber en Berlín y online. ' +
        'Gane claridad y reserve una primera conversación gratuita.',
      fr:
        'Coaching de vie, de carrière et gestion du stress avec Anna Weber à Berlin et en ligne. ' +
        'Gagnez en clarté et réservez un premier échange gratuit.',
      zh: '与 Anna Weber 一起进行人生教练、职业教练与压力管理，可在柏林面谈或线上进行。理清方向，立即预约免费初次咨询。',
    },
    ogTitle: {
      de: 'Wegweiser Coaching – Klarheit für Ihren nächsten Schritt',
      en: 'Wegweiser Coaching – clarity for your next step',
      es: 'Wegweiser Coaching: claridad para su siguiente paso',
      fr: 'Wegweiser Coaching – de la clarté pour votre prochaine étape',
      zh: 'Wegweiser Coaching——为您的下一步带来清晰',
    },
    ogDescription: {
      de:
        'Ob Jobwechsel, Stress oder neue Führungsrolle: Anna Weber begleitet Sie in Berlin und online ' +
        'zu mehr Klarheit, Gelassenheit und konkreten nächsten Schritten.',
      en:
        'Career change, stress or a new leadership role? Anna Weber supports you in Berlin and online ' +
        'towards more clarity, calm and concrete next steps.',
      es:
        '¿Cambio de trabajo, estrés o un nuevo puesto de liderazgo? Anna Weber le acompaña en Berlín y ' +
        'online hacia más claridad, serenidad y pasos concretos.',
      fr:
        'Reconversion, stress ou nouveau rôle de manager ? Anna Weber vous accompagne à Berlin et en ' +
        'ligne vers plus de clarté, de sérénité et des étapes concrètes.',
      zh: '换工作、压力大，还是刚走上管理岗位？Anna Weber 在柏林及线上陪伴您，收获更多清晰、从容与具体的下一步。',
    },
    twitterTitle: {
      de: 'Coaching für Ihren nächsten Schritt',
      en: 'Coaching for your next step',
      es: 'Coaching para su siguiente paso',
      fr: 'Du coaching pour votre prochaine étape',
      zh: '陪您迈出下一步的教练',
    },
    twitterDescription: {
      de:
        'Life-, Karriere- und Führungscoaching mit Anna Weber in Berlin und online. Jetzt kostenloses ' +
        'Kennenlerngespräch vereinbaren.',
      en:
        'Life, career and leadership coaching with Anna Weber in ' +
        'Berlin and online. Book your free introductory call today.',
      es:
        'Coaching de vida, profesional y de liderazgo con Anna Weber en Berlín y online. Reserve hoy su ' +
        'primera conversación gratuita.',
      fr:
        'Coaching de vie, de carrière et de leadership avec Anna Weber à Berlin et en ligne. Réservez ' +
        'dès aujourd’hui votre premier échange gratuit.',
      zh: 'Anna Weber 在柏林及线上提供人生、职业与领导力教练。立即预约免费初次咨询。',
    },
  },
  {
    pageIdentifier: 'about',
    pageTitle: {
      de: 'Über Anna Weber',
      en: 'About Anna Weber',
      es: 'Sobre Anna Weber',
      fr: 'À propos d’Anna Weber',
      zh: '关于 Anna Weber',
    },
    metaDescription: {
      de:
        'Lernen Sie Anna Weber kennen: systemische Coachin, Psychologin und MBSR-Lehrerin in Berlin. ' +
        'Erfahren Sie mehr über ihren Ansatz und ihre Qualifikationen.',
      en:
        'Meet Anna Weber, systemic coach, psychologist and MBSR teacher in Berlin. Learn more about her ' +
        'coaching approach, her training and how she works with clients.',
      es:
        'Conozca a Anna Weber, coach sistémica, psicóloga e instructora de MBSR en Berlín. Descubra su ' +
        'enfoque de coaching, su formación y su forma de trabajar.',
      fr:
        'Découvrez Anna Weber, coach systémique, psychologue et instructrice MBSR à Berlin : son approche ' +
        'du coaching, sa formation et sa façon de travailler.',
      zh: '认识 Anna Weber：柏林的系统式教练、心理学专业人士与 MBSR 正念减压导师。了解她的教练理念、专业背景与工作方式。',
    },
    ogTitle: {
      de: 'Anna Weber – Coachin für Orientierung und Gelassenheit',
      en: 'Anna Weber – coach for direction and inner calm',
      es: 'Anna Weber, coach para la orientación y la serenidad',
      fr: 'Anna Weber – coach pour s’orienter et retrouver la sérénité',
      zh: 'Anna Weber——助您找到方向与从容的教练',
    },
    ogDescription: {
      de:
        'Psychologin, systemische Coachin und MBSR-Lehrerin: Anna Weber begleitet seit über zwölf Jahren ' +
        'Menschen in Umbruchphasen – strukturiert, herzlich und vertraulich.',
      en:
        'Psychologist, systemic coach and MBSR teacher: for more than twelve years Anna Weber has ' +
        'supported people in times of change – structured, warm and confidential.',
      es:
        'Psicóloga, coach sistémica e instructora de MBSR: desde hace más de doce años Anna Weber acompaña ' +
        'a personas en etapas de cambio, con estructura, cercanía y confidencialidad.',
      fr:
        'Psychologue, coach systémique et instructrice MBSR : depuis plus de douze ans, Anna Weber ' +
        'accompagne les personnes en transition – avec structure, chaleur et confidentialité.',
      zh: '心理学专业出身的系统式教练与 MBSR 导师 Anna Weber，十二年多来陪伴处于转变期的人们——结构清晰、温暖真诚、严格保密。',
    },
    twitterTitle: {
      de: 'Lernen Sie Anna Weber kennen',
      en: 'Meet Anna Weber',
      es: 'Conozca a Anna Weber',
      fr: 'Faites connaissance avec Anna Weber',
      zh: '认识 Anna Weber',
    },
    twitterDescription: {
      de:
        'Systemische Coachin, Psychologin und MBSR-Lehrerin in Berlin: Ansatz, Qualifikationen und ' +
        'Arbeitsweise von Anna Weber.',
      en:
        'Systemic coach, psychologist and MBSR teacher in Berlin: ' +
        'Anna Weber’s approach, qualifications and way of working.',
      es:
        'Coach sistémica, psicóloga e instructora de MBSR en Berlín: el enfoque, la formación y la forma ' +
        'de trabajar de Anna Weber.',
      fr:
        'Coach systémique, psychologue et instructrice MBSR à Berlin : ' +
        'l’approche, les qualifications et la méthode d’Anna Weber.',
      zh: '柏林的系统式教练、心理学专业人士与 MBSR 导师：了解 Anna Weber 的理念、资质与工作方式。',
    },
  },
  {
    pageIdentifier: 'services',
    pageTitle: {
      de: 'Coaching-Angebote',
      en: 'Coaching Services',
      es: 'Servicios de coaching',
      fr: 'Offres de coaching',
      zh: '教练服务',
    },
    metaDescription: {
      de:
        'Life-Coaching, berufliche Neuorientierung, Stress & Resilienz, Führungscoaching, Kommunikation ' +
        'und Achtsamkeit – Einzelsitzungen online oder in Berlin.',
      en:
        'Life coaching, career change, stress and resilience, leadership coaching, communication and ' +
        'mindfulness – individual sessions online or in Berlin.',
      es:
        'Coaching de vida, cambio profesional, estrés y resiliencia, liderazgo, comunicación y ' +
        'mindfulness: sesiones individuales online o en Berlín.',
      fr:
        'Coaching de vie, reconversion, stress et résilience, leadership, communication et pleine ' +
        'conscience : séances individuelles en ligne ou à Berlin.',
      zh: '人生教练、职业转型、压力与心理韧性、领导力教练、沟通与人际关系以及正念——一对一会谈，可线上进行或在柏林面谈。',
    },
    ogTitle: {
      de: 'Coaching-Angebote von Wegweiser Coaching',
      en: 'Coaching services by Wegweiser Coaching',
      es: 'Servicios de coaching de Wegweiser Coaching',
      fr: 'Les offres de coaching de Wegweiser Coaching',
      zh: 'Wegweiser Coaching 的教练服务',
    },
    ogDescription: {
      de:
        'Finden Sie das passende Coaching: vom beruflichen Neustart über Stressbewältigung bis zur ersten ' +
        'Führungsrolle – individuell abgestimmt, online oder in Berlin.',
      en:
        'Find the right coaching for you: from a career restart and stress management to your first ' +
        'leadership role – tailored to you, online or in Berlin.',
      es:
        'Encuentre el coaching adecuado: desde un nuevo comienzo profesional y la gestión del estrés hasta ' +
        'su primer puesto de liderazgo, a medida, online o en Berlín.',
      fr:
        'Trouvez le coaching qui vous convient : nouveau départ professionnel, gestion du stress ou ' +
        'première fonction de manager – sur mesure, en ligne ou à Berlin.',
      zh: '找到适合您的教练服务：从职业新起点、压力管理到首次担任管理者——量身定制，可线上或在柏林进行。',
    },
    twitterTitle: {
      de: 'Coaching-Angebote im Überblick',
      en: 'Coaching services at a glance',
      es: 'Servicios de coaching de un vistazo',
      fr: 'Les offres de coaching en un coup d’œil',
      zh: '教练服务一览',
    },
    twitterDescription: {
      de:
        'Karriere, Stress, Führung, Kommunikation, Achtsamkeit: ' +
        'individuelle Coaching-Sitzungen online oder in Berlin.',
      en:
        'Career, stress, leadership, communication, mindfulness: ' +
        'individual coaching sessions online or in Berlin.',
      es:
        'Carrera, estrés, liderazgo, comunicación, mindfulness: ' +
        'sesiones de coaching individuales online o en Berlín.',
      fr:
        'Carrière, stress, leadership, communication, pleine conscience : séances de coaching ' +
        'individuelles en ligne ou à Berlin.',
      zh: '职业、压力、领导力、沟通、正念：一对一教练会谈，线上或在柏林面谈。',
    },
  },
  {
    pageIdentifier: 'service-packages',
    pageTitle: {
      de: 'Coaching-Pakete',
      en: 'Coaching Packages',
      es: 'Paquetes de coaching',
      fr: 'Forfaits de coaching',
      zh: '教练套餐',
    },
    metaDescription: {
      de:
        'Coaching-Pakete für nachhaltige Veränderung: mehrere Sitzungen zum Vorteilspreis, klar ' +
        'strukturiert und flexibel online oder in Berlin. Jetzt Paket finden.',
      en:
        'Coaching packages for lasting change: several sessions at a reduced price, clearly structured ' +
        'and flexible, online or in Berlin. Find the right package.',
      es:
        'Paquetes de coaching para un cambio duradero: varias sesiones a precio reducido, bien ' +
        'estructuradas y flexibles, online o en Berlín. Encuentre el suyo.',
      fr:
        'Des forfaits de coaching pour un changement durable : plusieurs séances à tarif avantageux, ' +
        'structurées et flexibles, en ligne ou à Berlin.',
      zh: '助力持久改变的教练套餐：多次会谈享优惠价格，结构清晰、安排灵活，可线上或在柏林进行。立即找到适合您的套餐。',
    },
    ogTitle: {
      de: 'Coaching-Pakete – mehrere Sitzungen zum Vorteilspreis',
      en: 'Coaching packages – several sessions at a better price',
      es: 'Paquetes de coaching: varias sesiones a mejor precio',
      fr: 'Forfaits de coaching – plusieurs séances à prix avantageux',
      zh: '教练套餐——多次会谈，价格更优',
    },
    ogDescription: {
      de:
        'Begleitung über mehrere Wochen: Mit einem Coaching-Paket bearbeiten Sie Ihr Thema in der Tiefe, ' +
        'verankern Veränderungen im Alltag und sparen gegenüber Einzelsitzungen.',
      en:
        'Support over several weeks: with a coaching package you work on your topic in depth, anchor ' +
        'change in everyday life and save compared with single sessions.',
      es:
        'Acompañamiento durante varias semanas: con un paquete trabaja su tema a fondo, integra los ' +
        'cambios en su día a día y ahorra frente a las sesiones sueltas.',
      fr:
        'Un accompagnement sur plusieurs semaines : avec un forfait, vous travaillez votre sujet en ' +
        'profondeur, ancrez le changement au quotidien et économisez.',
      zh: '数周的持续陪伴：通过教练套餐，您可以深入处理自己的议题，将改变融入日常，而且比单次预约更实惠。',
    },
    twitterTitle: {
      de: 'Coaching-Pakete mit Preisvorteil',
      en: 'Coaching packages with savings',
      es: 'Paquetes de coaching con descuento',
      fr: 'Forfaits de coaching à prix réduit',
      zh: '优惠教练套餐',
    },
    twitterDescription: {
      de: 'Mehrere Coaching-Sitzungen zum Paketpreis – für nachhaltige Veränderung, online oder in Berlin.',
      en: 'Several coaching sessions at a package price – for lasting change, online or in Berlin.',
      es: 'Varias sesiones de coaching a precio de paquete, para un cambio duradero, online o en Berlín.',
      fr:
        'Plusieurs séances de coaching à prix forfaitaire – ' +
        'pour un changement durable, en ligne ou à Berlin.',
      zh: '多次教练会谈享套餐价格——助力持久改变，线上或在柏林均可。',
    },
  },
  {
    pageIdentifier: 'blog',
    pageTitle: {
      de: 'Blog – Impulse für Ihren Weg',
      en: 'Blog – Ideas for Your Path',
      es: 'Blog: ideas para su camino',
      fr: 'Blog – des pistes pour avancer',
      zh: '博客——为您的道路带来灵感',
    },
    metaDescription: {
      de:
        'Praktische Impulse zu Jobwechsel, Stressbewältigung, Führung und Achtsamkeit: Artikel und ' +
        'Übungen von Coachin Anna Weber für mehr Klarheit im Alltag.',
      en:
        'Practical ideas on changing jobs, managing stress, leadership and mindfulness: articles and ' +
        'exercises by coach Anna Weber for more clarity in everyday life.',
      es:
        'Ideas prácticas sobre cambio de trabajo, gestión del estrés, liderazgo y mindfulness: artículos ' +
        'y ejercicios de la coach Anna Weber para ganar claridad.',
      fr:
        'Conseils pratiques sur le changement de poste, la gestion du stress, le leadership et la pleine ' +
        'conscience : articles et exercices de la coach Anna Weber.',
      zh: '关于换工作、压力管理、领导力与正念的实用灵感：教练 Anna Weber 撰写的文章与练习，帮助您在日常生活中更加清晰。',
    },
    ogTitle: {
      de: 'Der Wegweiser-Blog: Impulse für Beruf und Leben',
      en: 'The Wegweiser blog: ideas for work and life',
      es: 'El blog de Wegweiser: ideas para el trabajo y la vida',
      fr: 'Le blog Wegweiser : des idées pour le travail et la vie',
      zh: 'Wegweiser 博客：工作与生活的灵感',
    },
    ogDescription: {
      de:
        'Artikel, Übungen und Denkanstöße zu beruflicher Neuorientierung, Resilienz, Führung und ' +
        'Kommunikation – verständlich geschrieben und direkt im Alltag anwendbar.',
      en:
        'Articles, exercises and food for thought on career change, resilience, leadership and ' +
        'communication – clearly written and ready to apply in everyday life.',
      es:
        'Artículos, ejercicios y reflexiones sobre reorientación profesional, resiliencia, liderazgo y ' +
        'comunicación, escritos con claridad y fáciles de aplicar.',
      fr:
        'Articles, exercices et pistes de réflexion sur la reconversion, la résilience, le leadership et ' +
        'la communication – clairs et directement applicables.',
      zh: '关于职业转型、心理韧性、领导力与沟通的文章、练习与思考——通俗易懂，可直接应用于日常生活。',
    },
    twitterTitle: {
      de: 'Impulse aus dem Coaching',
      en: 'Insights from coaching',
      es: 'Ideas desde el coaching',
      fr: 'Inspirations issues du coaching',
      zh: '来自教练实践的灵感',
    },
    twitterDescription: {
      de:
        'Übungen und Gedanken zu Jobwechsel, Stress, Führung ' +
        'und Achtsamkeit – im Blog von Wegweiser Coaching.',
      en:
        'Exercises and thoughts on job changes, stress, leadership ' +
        'and mindfulness – from the Wegweiser Coaching blog.',
      es:
        'Ejercicios y reflexiones sobre cambio de trabajo, estrés, ' +
        'liderazgo y mindfulness, en el blog de Wegweiser Coaching.',
      fr:
        'Exercices et réflexions sur le changement de poste, le stress, le leadership et la pleine ' +
        'conscience – sur le blog Wegweiser Coaching.',
      zh: 'Wegweiser Coaching 博客：关于换工作、压力、领导力与正念的练习与思考。',
    },
  },
  {
    pageIdentifier: 'career',
    pageTitle: {
      de: 'Karriere & offene Stellen',
      en: 'Careers & Open Positions',
      es: 'Empleo y vacantes',
      fr: 'Carrières et offres d’emploi',
      zh: '招聘与空缺职位',
    },
    metaDescription: {
      de:
        'Arbeiten bei Wegweiser Coaching: offene Stellen für Coaches, Büromanagement und Praktika in ' +
        'Berlin und remote. Jetzt Stellenangebote entdecken und bewerben.',
      en:
        'Work with Wegweiser Coaching: open positions for coaches, office management and internships in ' +
        'Berlin and remote. Explore current vacancies and apply today.',
      es:
        'Trabaje con Wegweiser Coaching: vacantes para coaches, gestión administrativa y prácticas en ' +
        'Berlín y en remoto. Descubra las ofertas y envíe su candidatura.',
      fr:
        'Travailler avec Wegweiser Coaching : postes de coach, de gestion administrative et stages à ' +
        'Berlin ou à distance. Découvrez nos offres et postulez.',
      zh: '加入 Wegweiser Coaching：柏林及远程的教练、办公室行政与实习职位。立即浏览当前空缺职位并投递申请。',
    },
    ogTitle: {
      de: 'Karriere bei Wegweiser Coaching',
      en: 'Careers at Wegweiser Coaching',
      es: 'Trabajar en Wegweiser Coaching',
      fr: 'Rejoindre Wegweiser Coaching',
      zh: '加入 Wegweiser Coaching',
    },
    ogDescription: {
      de:
        'Sie möchten Menschen auf ihrem Weg begleiten oder ein kleines, engagiertes Team im Hintergrund ' +
        'unterstützen? Entdecken Sie unsere offenen Stellen in Berlin und remote.',
      en:
        'Want to guide people on their path or support a small, dedicated team behind the scenes? ' +
        'Discover our open positions in Berlin and remote.',
      es:
        '¿Quiere acompañar a personas en su camino o apoyar entre bastidores a un equipo pequeño y ' +
        'comprometido? Descubra nuestras vacantes en Berlín y en remoto.',
      fr:
        'Envie d’accompagner des personnes sur leur chemin ou de soutenir en coulisses une petite équipe ' +
        'engagée ? Découvrez nos postes à Berlin et à distance.',
      zh: '想陪伴他人走好自己的路，或在幕后支持一个小而用心的团队？欢迎了解我们在柏林及远程的空缺职位。',
    },
    twitterTitle: {
      de: 'Offene Stellen bei Wegweiser Coaching',
      en: 'Open positions at Wegweiser Coaching',
      es: 'Vacantes en Wegweiser Coaching',
      fr: 'Postes ouverts chez Wegweiser Coaching',
      zh: 'Wegweiser Coaching 招聘中',
    },
    twitterDescription: {
      de:
        'Coaching, Büromanagement, Praktikum: Werden Sie ' +
        'Teil von Wegweiser Coaching – in Berlin oder remote.',
      en: 'Coaching, office management, internships: join Wegweiser Coaching – in Berlin or remote.',
      es: 'Coaching, gestión administrativa, prácticas: únase a Wegweiser Coaching, en Berlín o en remoto.',
      fr: 'Coaching, gestion administrative, stages : rejoignez Wegweiser Coaching – à Berlin ou à distance.',
      zh: '教练、行政、实习：加入 Wegweiser Coaching，在柏林或远程工作。',
    },
  },
  {
    pageIdentifier: 'contact',
    pageTitle: {
      de: 'Kontakt & Kennenlerngespräch',
      en: 'Contact & Free Intro Call',
      es: 'Contacto y primera conversación',
      fr: 'Contact et premier échange',
      zh: '联系与免费初次咨询',
    },
    metaDescription: {
      de:
        'Kontaktieren Sie Wegweiser Coaching in Berlin oder online und vereinbaren Sie ein kostenloses ' +
        'Kennenlerngespräch. Antwort meist innerhalb von zwei Werktagen.',
      en:
        'Contact Wegweiser Coaching in Berlin or online and book a free introductory call. I usually ' +
        'reply within two working days – no obligation, no pressure.',
      es:
        'Contacte con Wegweiser Coaching en Berlín u online y reserve una primera conversación gratuita. ' +
        'Suelo responder en dos días laborables, sin compromiso.',
      fr:
        'Contactez Wegweiser Coaching à Berlin ou en ligne et réservez un premier échange gratuit. ' +
        'Réponse généralement sous deux jours ouvrés, sans engagement.',
      zh: '联系 Wegweiser Coaching（柏林或线上），预约免费初次咨询。我通常会在两个工作日内回复——没有任何义务，也没有压力。',
    },
    ogTitle: {
      de: 'Jetzt Kennenlerngespräch vereinbaren',
      en: 'Book your free introductory call',
      es: 'Reserve su primera conversación gratuita',
      fr: 'Réservez votre premier échange gratuit',
      zh: '立即预约免费初次咨询',
    },
    ogDescription: {
      de:
        'Der erste Schritt ist der wichtigste: Schreiben Sie Anna Weber und vereinbaren Sie ein ' +
        'unverbindliches Kennenlerngespräch – in Berlin oder per Videocall.',
      en:
        'The first step matters most: write to Anna Weber and arrange a no-obligation introductory call ' +
        '– in Berlin or via video call.',
      es:
        'El primer paso es el más importante: escriba a Anna Weber y concierte una primera conversación ' +
        'sin compromiso, en Berlín o por videollamada.',
      fr:
        'Le premier pas est le plus important : écrivez à Anna Weber et convenez d’un premier échange ' +
        'sans engagement – à Berlin ou en visioconférence.',
      zh: '第一步最重要：给 Anna Weber 留言，预约一次没有任何义务的初次咨询——在柏林面谈或通过视频进行。',
    },
    twitterTitle: {
      de: 'Kontakt zu Wegweiser Coaching',
      en: 'Get in touch with Wegweiser Coaching',
      es: 'Contacte con Wegweiser Coaching',
      fr: 'Contacter Wegweiser Coaching',
      zh: '联系 Wegweiser Coaching',
    },
    twitterDescription: {
      de:
        'Fragen oder Terminwunsch? Schreiben Sie mir – ' +
        'kostenloses Kennenlerngespräch in Berlin oder online.',
      en: 'Questions or ready to book? Send me a message – free introductory call in Berlin or online.',
      es: '¿Preguntas o desea una cita? Escríbame: primera conversación gratuita en Berlín u online.',
      fr:
        'Une question ou envie de prendre rendez-vous ? ' +
        'Écrivez-moi – premier échange gratuit à Berlin ou en ligne.',
      zh: '有疑问或想预约？欢迎留言——可在柏林或线上进行免费初次咨询。',
    },
  },
];
