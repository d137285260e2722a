/**
 * The seven coaching services of Wegweiser Coaching (Anna Weber, Berlin and online), in all five
 * languages. Other seed data (packages) refers to these services by slug.
 */
import type { SeedService } from '../types';

export const services: SeedService[] = [
  {
    slug: 'kostenloses-erstgespraech',
    title: {
      de: 'Kostenloses Erstgespräch',
      en: 'Free Introductory Call',
      es: 'Primera conversación gratuita',
      fr: 'Premier entretien gratuit',
      zh: '免费初次咨询',
    },
    shortDescription: {
      de: 'Lernen Sie mich und meine Arbeitsweise unverbindlich kennen. In 30 Minuten klären wir Ihr Anliegen und ob Coaching der richtige Weg für Sie ist.',
      en: 'Get to know me and the way I work, with no obligation. In 30 minutes we clarify your concern and whether coaching is the right path for you.',
      es: 'Conózcame a mí y mi forma de trabajar sin ningún compromiso. En 30 minutos aclaramos su situación y si el coaching es el camino adecuado para usted.',
      fr: 'Faites connaissance avec moi et ma façon de travailler, sans engagement. En 30 minutes, nous clarifions votre demande et voyons si le coaching est la bonne voie pour vous.',
      zh: '无需任何承诺，先来了解我和我的工作方式。在30分钟内，我们一起梳理您的诉求，并判断教练是否适合您。',
    },
    description: {
      de: `Jede gute Zusammenarbeit beginnt mit einem ehrlichen Kennenlernen. Im kostenlosen Erstgespräch nehmen wir uns Zeit für Ihre aktuelle Situation und Ihre Fragen – online oder auf Wunsch bei einer Tasse Tee in meiner Praxis in Berlin.

### Was Sie erwartet

- Raum, um Ihr Anliegen in Ruhe zu schildern
- Eine erste Einschätzung, welche Coaching-Form zu Ihnen passt
- Transparente Informationen zu Ablauf, Dauer und Kosten
- Die Gelegenheit zu prüfen, ob die Chemie zwischen uns stimmt

Das Gespräch ist völlig unverbindlich: Sie entscheiden danach in Ruhe, ob und wie wir weiter zusammenarbeiten.`,
      en: `Every good working relationship begins with getting to know each other honestly. In the free introductory call, we take time for your current situation and your questions – online or, if you prefer, over a cup of tea in my practice in Berlin.

### What to expect

- Space to describe your concern at your own pace
- An initial assessment of which coaching format suits you
- Transparent information about process, duration and costs
- The chance to find out whether the chemistry between us is right

The call is entirely without obligation: afterwards, you decide in your own time whether and how we continue working together.`,
      es: `Toda buena colaboración empieza por conocerse con sinceridad. En la primera conversación gratuita dedicamos tiempo a su situación actual y a sus preguntas, online o, si lo prefiere, con una taza de té en mi consulta de Berlín.

### Qué le espera

- Espacio para explicar su situación con calma
- Una primera valoración de qué formato de coaching le conviene
- Información transparente sobre el proceso, la duración y los costes
- La oportunidad de comprobar si hay buena sintonía entre nosotros

La conversación no implica ningún compromiso: después, usted decide con tranquilidad si seguimos trabajando juntos y de qué manera.`,
      fr: `Toute bonne collaboration commence par une rencontre sincère. Lors du premier entretien gratuit, nous prenons le temps d'examiner votre situation actuelle et de répondre à vos questions – en ligne ou, si vous le souhaitez, autour d'une tasse de thé dans mon cabinet à Berlin.

### Ce qui vous attend

- Un espace pour exposer votre demande en toute sérénité
- Une première évaluation de la forme de coaching qui vous convient
- Des informations transparentes sur le déroulement, la durée et les tarifs
- L'occasion de vérifier si le courant passe entre nous

L'entretien est entièrement sans engagement : vous décidez ensuite, à votre rythme, si et comment nous poursuivons notre collaboration.`,
      zh: `每一段良好的合作都始于真诚的相互了解。在免费初次咨询中，我们会花时间了解您目前的处境并解答您的疑问——可以线上进行，也可以按您的意愿，在我位于柏林的工作室里边喝茶边聊。

### 您可以期待

- 充分的空间，让您从容地讲述自己的诉求
- 初步评估哪种教练形式最适合您
- 关于流程、时长和费用的透明信息
- 借此机会确认我们之间是否合拍

这次谈话完全没有任何约束：之后，您可以从容决定是否以及如何继续与我合作。`,
    },
    icon: 'ChatBubbleLeftRightIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: false,
    premiumBadgeText: {
      de: 'Kostenlos',
      en: 'Free',
      es: 'Gratis',
      fr: 'Gratuit',
      zh: '免费',
    },
    showPriceOnHome: true,
    isFeatured: true,
    price: '0.00',
    duration: 30,
    durationUnit: 'minutes',
    order: 1,
  },
  {
    slug: 'life-coaching-einzelsitzung',
    title: {
      de: 'Life-Coaching Einzelsitzung',
      en: 'Life Coaching Individual Session',
      es: 'Sesión individual de coaching de vida',
      fr: 'Séance individuelle de coaching de vie',
      zh: '人生教练一对一课程',
    },
    shortDescription: {
      de: 'Eine persönliche Sitzung für Ihre Fragen rund um Lebensgestaltung, Entscheidungen und Veränderung. Gemeinsam schaffen wir Klarheit und konkrete nächste Schritte.',
      en: 'A personal session for your questions about shaping your life, making decisions and embracing change. Together we create clarity and concrete next steps.',
      es: 'Una sesión personal para sus preguntas sobre cómo dar forma a su vida, tomar decisiones y afrontar cambios. Juntos creamos claridad y próximos pasos concretos.',
      fr: 'Une séance personnelle pour vos questions sur vos choix de vie, vos décisions et le changement. Ensemble, nous faisons émerger la clarté et des prochaines étapes concrètes.',
      zh: '一次专属于您的个人课程，探讨人生规划、重要决定与改变。我们一起理清思路，制定具体的下一步行动。',
    },
    description: {
      de: `Manchmal steht man an einer Weggabelung und weiß nicht, welche Richtung die richtige ist. In der Einzelsitzung widmen wir uns ganz Ihrem Thema – sei es eine anstehende Entscheidung, ein Gefühl des Stillstands oder der Wunsch nach mehr Sinn und Balance.

### Was Sie erwartet

- Ein geschützter, vertraulicher Rahmen nur für Ihr Anliegen
- Bewährte Coaching-Methoden wie systemische Fragen und Wertearbeit
- Neue Perspektiven auf festgefahrene Situationen
- Konkrete, umsetzbare Schritte für Ihren Alltag

Die Sitzung findet online oder in meiner Praxis in Berlin statt; wie viele Termine sinnvoll sind, entscheiden wir gemeinsam und ganz nach Ihrem Bedarf.`,
      en: `Sometimes you find yourself at a crossroads, unsure which direction is the right one. In the individual session, we focus entirely on your topic – whether it is an upcoming decision, a feeling of being stuck or the wish for more meaning and balance.

### What to expect

- A safe, confidential space devoted solely to your concern
- Proven coaching methods such as systemic questions and values work
- Fresh perspectives on situations that feel stuck
- Concrete, practical steps for your everyday life

The session takes place online or in my practice in Berlin; together we decide how many sessions make sense, entirely based on your needs.`,
      es: `A veces uno se encuentra en una encrucijada y no sabe qué dirección es la correcta. En la sesión individual nos centramos por completo en su tema, ya sea una decisión pendiente, una sensación de estancamiento o el deseo de más sentido y equilibrio.

### Qué le espera

- Un espacio protegido y confidencial dedicado solo a usted
- Métodos de coaching probados, como preguntas sistémicas y trabajo con valores
- Nuevas perspectivas sobre situaciones que parecen bloqueadas
- Pasos concretos y aplicables a su día a día

La sesión se realiza online o en mi consulta de Berlín; decidimos juntos cuántas sesiones tienen sentido, siempre según sus necesidades.`,
      fr: `Il arrive que l'on se retrouve à la croisée des chemins, sans savoir quelle direction prendre. Lors de la séance individuelle, nous nous consacrons entièrement à votre sujet – qu'il s'agisse d'une décision à prendre, d'un sentiment de stagnation ou d'un désir de plus de sens et d'équilibre.

### Ce qui vous attend

- Un cadre protégé et confidentiel, entièrement dédié à votre demande
- Des méthodes de coaching éprouvées, comme le questionnement systémique et le travail sur les valeurs
- De nouvelles perspectives sur des situations bloquées
- Des étapes concrètes et applicables au quotidien

La séance a lieu en ligne ou dans mon cabinet à Berlin ; nous décidons ensemble du nombre de séances pertinent, selon vos besoins.`,
      zh: `有时，我们站在人生的岔路口，不知道哪个方向才是对的。在一对一课程中，我们将全身心聚焦于您的课题——无论是即将做出的决定、停滞不前的感觉，还是对更多意义与平衡的渴望。

### 您可以期待

- 一个安全、保密、只属于您的空间
- 经过验证的教练方法，例如系统式提问和价值观梳理
- 看待僵局的全新视角
- 可以落实到日常生活中的具体步骤

课程可在线上或我位于柏林的工作室进行；需要几次课程，我们会根据您的需求共同决定。`,
    },
    icon: 'HeartIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: false,
    premiumBadgeText: {
      de: 'Beliebt',
      en: 'Popular',
      es: 'Popular',
      fr: 'Populaire',
      zh: '热门',
    },
    showPriceOnHome: true,
    isFeatured: true,
    price: '150.00',
    duration: 60,
    durationUnit: 'minutes',
    order: 2,
  },
  {
    slug: 'karriere-coaching',
    title: {
      de: 'Karriere- & Neuorientierungs-Coaching',
      en: 'Career & Reorientation Coaching',
      es: 'Coaching profesional y de reorientación',
      fr: 'Coaching de carrière et de réorientation',
      zh: '职业发展与转型教练',
    },
    shortDescription: {
      de: 'Sie wünschen sich beruflich einen Wechsel oder den nächsten Karriereschritt? Wir finden heraus, was Sie wirklich antreibt, und entwickeln einen realistischen Plan.',
      en: 'Looking for a career change or your next professional step? We find out what truly drives you and develop a realistic plan.',
      es: '¿Desea un cambio profesional o dar el siguiente paso en su carrera? Descubrimos lo que realmente le motiva y elaboramos un plan realista.',
      fr: 'Vous souhaitez changer de métier ou franchir la prochaine étape de votre carrière ? Nous découvrons ce qui vous anime vraiment et élaborons un plan réaliste.',
      zh: '想要转换职业方向，或迈出职业生涯的下一步？我们一起找出真正驱动您的东西，并制定切实可行的计划。',
    },
    description: {
      de: `Ob Unzufriedenheit im Job, ein geplanter Branchenwechsel oder die Rückkehr nach der Elternzeit: Berufliche Neuorientierung wirft viele Fragen auf. In den 90-minütigen Sitzungen schauen wir genau hin – auf Ihre Stärken, Ihre Werte und die Möglichkeiten, die der Arbeitsmarkt Ihnen bietet.

### Was Sie erwartet

- Eine fundierte Standortbestimmung Ihrer Kompetenzen und Erfahrungen
- Klarheit über Ihre beruflichen Werte und Motivatoren
- Das Entwickeln und Prüfen konkreter Berufsoptionen
- Unterstützung bei Positionierung, Bewerbung und Gehaltsverhandlung
- Ein persönlicher Aktionsplan mit realistischen Meilensteinen

Wir beginnen mit einer gründlichen Analyse Ihrer Ausgangslage und begleiten Ihren Weg dann Schritt für Schritt, bis Ihr nächster Karriereschritt greifbar wird.`,
      en: `Whether it is dissatisfaction at work, a planned change of industry or returning after parental leave: professional reorientation raises many questions. In the 90-minute sessions we take a close look – at your strengths, your values and the opportunities the job market offers you.

### What to expect

- A thorough assessment of your skills and experience
- Clarity about your professional values and motivators
- Developing and testing concrete career options
- Support with positioning, applications and salary negotiation
- A personal action plan with realistic milestones

We begin with a thorough analysis of your starting point and then accompany you step by step until your next career move becomes tangible.`,
      es: `Ya sea por insatisfacción en el trabajo, un cambio de sector planificado o la vuelta tras una baja por maternidad o paternidad, la reorientación profesional plantea muchas preguntas. En las sesiones de 90 minutos analizamos con detalle sus fortalezas, sus valores y las oportunidades que le ofrece el mercado laboral.

### Qué le espera

- Un análisis fundamentado de sus competencias y experiencia
- Claridad sobre sus valores y motivaciones profesionales
- El desarrollo y la evaluación de opciones profesionales concretas
- Apoyo en posicionamiento, candidaturas y negociación salarial
- Un plan de acción personal con hitos realistas

Empezamos con un análisis detallado de su punto de partida y después le acompañamos paso a paso hasta que su próximo paso profesional se haga tangible.`,
      fr: `Insatisfaction au travail, changement de secteur envisagé ou retour après un congé parental : la réorientation professionnelle soulève de nombreuses questions. Au cours de séances de 90 minutes, nous examinons de près vos forces, vos valeurs et les possibilités que vous offre le marché du travail.

### Ce qui vous attend

- Un bilan approfondi de vos compétences et de votre expérience
- De la clarté sur vos valeurs et vos moteurs professionnels
- L'élaboration et l'évaluation d'options professionnelles concrètes
- Un accompagnement pour votre positionnement, vos candidatures et la négociation salariale
- Un plan d'action personnel avec des étapes réalistes

Nous commençons par une analyse approfondie de votre situation de départ, puis nous vous accompagnons pas à pas jusqu'à ce que votre prochaine étape professionnelle devienne concrète.`,
      zh: `无论是对工作感到不满、计划转换行业，还是在育儿假后重返职场：职业转型总会带来许多疑问。在每次90分钟的课程中，我们会深入审视您的优势、您的价值观，以及就业市场为您提供的机会。

### 您可以期待

- 全面梳理您的能力与经验
- 明确您的职业价值观与内在动力
- 探索并检验具体的职业选项
- 在个人定位、求职申请和薪资谈判方面获得支持
- 一份包含切实里程碑的个人行动计划

我们会先深入分析您的现状，然后一步一步陪伴您前行，直到您的下一个职业目标变得触手可及。`,
    },
    icon: 'BriefcaseIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: true,
    premiumBadgeText: {
      de: 'Premium',
      en: 'Premium',
      es: 'Premium',
      fr: 'Premium',
      zh: '尊享',
    },
    showPriceOnHome: true,
    isFeatured: true,
    price: '180.00',
    duration: 90,
    durationUnit: 'minutes',
    order: 3,
  },
  {
    slug: 'stress-resilienz',
    title: {
      de: 'Stressbewältigung & Resilienz',
      en: 'Stress Management & Resilience',
      es: 'Gestión del estrés y resiliencia',
      fr: 'Gestion du stress et résilience',
      zh: '压力管理与心理韧性',
    },
    shortDescription: {
      de: 'Wenn der Alltag zur Dauerbelastung wird: Lernen Sie, Ihre Stressauslöser zu erkennen und Ihre innere Widerstandskraft nachhaltig zu stärken.',
      en: 'When everyday life becomes a constant strain: learn to recognise your stress triggers and strengthen your inner resilience for the long term.',
      es: 'Cuando el día a día se convierte en una carga constante: aprenda a reconocer sus desencadenantes de estrés y a fortalecer su resiliencia de forma duradera.',
      fr: 'Quand le quotidien devient une pression permanente : apprenez à identifier vos sources de stress et à renforcer durablement votre résilience intérieure.',
      zh: '当日常生活变成持续的负担：学会识别您的压力源，并持久地增强内在的心理韧性。',
    },
    description: {
      de: `Termindruck, ständige Erreichbarkeit und hohe Erwartungen – an andere und an sich selbst – können auf Dauer erschöpfen. In diesem Coaching betrachten wir Ihre persönlichen Stressmuster und entwickeln Strategien, die wirklich zu Ihrem Leben passen.

### Was Sie erwartet

- Eine Analyse Ihrer individuellen Stressoren und Energiequellen
- Praktische Techniken zur Entspannung und Selbstregulation
- Arbeit an inneren Antreibern wie Perfektionismus oder „Ich muss stark sein“
- Klare Strategien für gesunde Grenzen im Beruf und im Privatleben

Schritt für Schritt bauen wir gemeinsam Ihre Resilienz auf, damit Sie auch in fordernden Phasen gelassen und handlungsfähig bleiben. Bitte beachten Sie: Coaching ersetzt keine ärztliche oder psychotherapeutische Behandlung.`,
      en: `Deadline pressure, constant availability and high expectations – of others and of yourself – can be exhausting in the long run. In this coaching, we look at your personal stress patterns and develop strategies that truly fit your life.

### What to expect

- An analysis of your individual stressors and sources of energy
- Practical techniques for relaxation and self-regulation
- Work on inner drivers such as perfectionism or "I have to be strong"
- Clear strategies for healthy boundaries at work and in your private life

Step by step, we build your resilience together so that you remain calm and capable even in demanding phases. Please note: coaching is no substitute for medical or psychotherapeutic treatment.`,
      es: `La presión de los plazos, estar siempre disponible y las altas expectativas, tanto de los demás como de uno mismo, pueden agotar a largo plazo. En este coaching analizamos sus patrones personales de estrés y desarrollamos estrategias que realmente encajen con su vida.

### Qué le espera

- Un análisis de sus factores de estrés y fuentes de energía personales
- Técnicas prácticas de relajación y autorregulación
- Trabajo con impulsores internos como el perfeccionismo o «tengo que ser fuerte»
- Estrategias claras para establecer límites sanos en el trabajo y en la vida privada

Paso a paso, fortalecemos juntos su resiliencia para que mantenga la calma y la capacidad de actuar incluso en etapas exigentes. Tenga en cuenta que el coaching no sustituye un tratamiento médico o psicoterapéutico.`,
      fr: `La pression des délais, la disponibilité permanente et des attentes élevées – envers les autres comme envers soi-même – peuvent épuiser à la longue. Dans ce coaching, nous examinons vos schémas de stress personnels et développons des stratégies qui correspondent vraiment à votre vie.

### Ce qui vous attend

- Une analyse de vos facteurs de stress et de vos sources d'énergie
- Des techniques pratiques de relaxation et d'autorégulation
- Un travail sur les injonctions intérieures comme le perfectionnisme ou « je dois être fort »
- Des stratégies claires pour poser des limites saines au travail et dans la vie privée

Pas à pas, nous renforçons ensemble votre résilience afin que vous restiez serein et capable d'agir, même dans les périodes exigeantes. Veuillez noter que le coaching ne remplace pas un traitement médical ou psychothérapeutique.`,
      zh: `工期压力、随时待命，以及对他人和对自己的高期待，长期下来会让人精疲力竭。在这项教练中，我们会审视您个人的压力模式，并制定真正适合您生活的策略。

### 您可以期待

- 分析您个人的压力源与能量来源
- 实用的放松与自我调节技巧
- 处理完美主义或“我必须坚强”等内在驱动
- 在工作和私人生活中建立健康边界的清晰策略

我们将一步一步共同增强您的心理韧性，让您在充满挑战的阶段也能保持从容、游刃有余。请注意：教练不能替代医疗或心理治疗。`,
    },
    icon: 'ShieldCheckIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: false,
    premiumBadgeText: {
      de: 'Für mehr Balance',
      en: 'For more balance',
      es: 'Para más equilibrio',
      fr: "Pour plus d'équilibre",
      zh: '找回平衡',
    },
    showPriceOnHome: false,
    isFeatured: true,
    price: '140.00',
    duration: 60,
    durationUnit: 'minutes',
    order: 4,
  },
  {
    slug: 'fuehrungskraefte-coaching',
    title: {
      de: 'Führungskräfte-Coaching für neue Führungskräfte',
      en: 'Leadership Coaching for New Managers',
      es: 'Coaching de liderazgo para nuevos directivos',
      fr: 'Coaching de leadership pour nouveaux managers',
      zh: '新任管理者领导力教练',
    },
    shortDescription: {
      de: 'Der Schritt in die erste Führungsrolle bringt neue Verantwortung und neue Fragen. Ich begleite Sie dabei, Ihren eigenen, authentischen Führungsstil zu entwickeln.',
      en: 'Stepping into your first leadership role brings new responsibility and new questions. I support you in developing your own authentic leadership style.',
      es: 'Asumir el primer puesto de liderazgo conlleva nuevas responsabilidades y nuevas preguntas. Le acompaño en el desarrollo de su propio estilo de liderazgo auténtico.',
      fr: 'Accéder à un premier poste de manager apporte de nouvelles responsabilités et de nouvelles questions. Je vous accompagne pour développer votre propre style de leadership authentique.',
      zh: '首次走上管理岗位，意味着新的责任与新的疑问。我将陪伴您发展出属于自己的、真实的领导风格。',
    },
    description: {
      de: `Gestern noch Kollegin oder Kollege, heute Vorgesetzte oder Vorgesetzter: Der Rollenwechsel in die Führung gehört zu den anspruchsvollsten Übergängen im Berufsleben. In den zweistündigen Sitzungen haben wir ausreichend Zeit, aktuelle Situationen aus Ihrem Führungsalltag zu reflektieren und Ihre Kompetenzen gezielt auszubauen.

### Was Sie erwartet

- Klarheit über Ihre neue Rolle, Ihre Erwartungen und die Ihres Umfelds
- Die Entwicklung eines authentischen Führungsstils, der zu Ihnen passt
- Sicherheit in schwierigen Gesprächen, beim Delegieren und beim Feedbackgeben
- Strategien für den Umgang mit ehemaligen Kolleginnen und Kollegen
- Einen wertschätzenden Sparringspartner für Ihre konkreten Führungsfragen

Wir starten mit einer Standortbestimmung und legen gemeinsam Ihre Entwicklungsziele fest; auf Wunsch stimme ich das Coaching-Format auch mit Ihrem Arbeitgeber ab.`,
      en: `Yesterday a colleague, today the manager: the shift into leadership is one of the most demanding transitions in working life. The two-hour sessions give us enough time to reflect on current situations from your day-to-day leadership and to build your skills in a targeted way.

### What to expect

- Clarity about your new role, your expectations and those of the people around you
- Developing an authentic leadership style that suits you
- Confidence in difficult conversations, delegation and giving feedback
- Strategies for dealing with former peers
- A supportive sparring partner for your concrete leadership questions

We start by assessing where you stand and jointly define your development goals; if you wish, I can also coordinate the coaching format with your employer.`,
      es: `Ayer compañero o compañera, hoy responsable del equipo: el paso al liderazgo es una de las transiciones más exigentes de la vida profesional. Las sesiones de dos horas nos dan tiempo suficiente para reflexionar sobre situaciones reales de su día a día como líder y desarrollar sus competencias de forma específica.

### Qué le espera

- Claridad sobre su nuevo rol, sus expectativas y las de su entorno
- El desarrollo de un estilo de liderazgo auténtico que encaje con usted
- Seguridad en conversaciones difíciles, al delegar y al dar feedback
- Estrategias para relacionarse con antiguos compañeros
- Un interlocutor de confianza para sus preguntas concretas de liderazgo

Empezamos con un análisis de su situación y definimos juntos sus objetivos de desarrollo; si lo desea, también puedo coordinar el formato del coaching con su empresa.`,
      fr: `Hier collègue, aujourd'hui responsable : le passage au management est l'une des transitions les plus exigeantes de la vie professionnelle. Les séances de deux heures nous laissent suffisamment de temps pour analyser des situations concrètes de votre quotidien de manager et développer vos compétences de manière ciblée.

### Ce qui vous attend

- De la clarté sur votre nouveau rôle, vos attentes et celles de votre entourage
- Le développement d'un style de leadership authentique qui vous ressemble
- De l'assurance dans les conversations difficiles, la délégation et le feedback
- Des stratégies pour gérer la relation avec vos anciens collègues
- Un partenaire d'échange bienveillant pour vos questions concrètes de management

Nous commençons par un état des lieux et définissons ensemble vos objectifs de développement ; si vous le souhaitez, je peux également convenir du format du coaching avec votre employeur.`,
      zh: `昨天还是同事，今天已成为上级：转型为管理者是职业生涯中最具挑战性的过渡之一。每次两小时的课程让我们有充足的时间，复盘您日常管理中的实际情境，并有针对性地提升您的能力。

### 您可以期待

- 明确您的新角色、您自己的期望以及周围人的期望
- 发展出适合您的、真实的领导风格
- 在艰难对话、授权和给予反馈时更有底气
- 与昔日同事相处的策略
- 一位尊重而坦诚的陪练伙伴，帮助您应对具体的管理问题

我们首先进行现状评估，并共同确定您的发展目标；如有需要，我也可以与您的雇主协商教练的具体形式。`,
    },
    icon: 'TrophyIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: true,
    premiumBadgeText: {
      de: 'Premium',
      en: 'Premium',
      es: 'Premium',
      fr: 'Premium',
      zh: '尊享',
    },
    showPriceOnHome: true,
    isFeatured: true,
    price: '220.00',
    duration: 2,
    durationUnit: 'hours',
    order: 5,
  },
  {
    slug: 'kommunikation-beziehungen',
    title: {
      de: 'Kommunikation & Beziehungen',
      en: 'Communication & Relationships',
      es: 'Comunicación y relaciones',
      fr: 'Communication et relations',
      zh: '沟通与人际关系',
    },
    shortDescription: {
      de: 'Ob in der Partnerschaft, in der Familie oder im Team: Lernen Sie, klar und wertschätzend zu kommunizieren und Konflikte konstruktiv zu lösen.',
      en: 'Whether with your partner, your family or your team: learn to communicate clearly and respectfully and to resolve conflicts constructively.',
      es: 'Ya sea en pareja, en familia o en el equipo: aprenda a comunicarse con claridad y respeto y a resolver los conflictos de forma constructiva.',
      fr: 'En couple, en famille ou en équipe : apprenez à communiquer avec clarté et bienveillance et à résoudre les conflits de manière constructive.',
      zh: '无论是伴侣之间、家庭之中还是团队内部：学会清晰而尊重地沟通，建设性地化解冲突。',
    },
    description: {
      de: `Missverständnisse, wiederkehrende Streitthemen oder das Gefühl, nicht gehört zu werden, belasten unsere Beziehungen – privat wie beruflich. In diesem Coaching schauen wir uns Ihre Kommunikationsmuster an und entwickeln neue Wege, damit Sie für sich einstehen und zugleich verbunden bleiben.

### Was Sie erwartet

- Ein besseres Verständnis Ihrer eigenen Kommunikationsmuster
- Werkzeuge wie aktives Zuhören und die Gewaltfreie Kommunikation
- Sicherheit darin, Wünsche zu äußern und Grenzen zu setzen
- Strategien für den konstruktiven Umgang mit Konflikten

Wir arbeiten an konkreten Situationen aus Ihrem Alltag und erproben neue Gesprächsstrategien, die Sie direkt anwenden können – in Einzelsitzungen online oder in Berlin.`,
      en: `Misunderstandings, recurring arguments or the feeling of not being heard put a strain on our relationships – both private and professional. In this coaching we look at your communication patterns and develop new approaches so that you can stand up for yourself while staying connected.

### What to expect

- A better understanding of your own communication patterns
- Tools such as active listening and Nonviolent Communication
- Confidence in expressing your needs and setting boundaries
- Strategies for dealing with conflicts constructively

We work on concrete situations from your everyday life and try out new conversation strategies that you can apply straight away – in individual sessions online or in Berlin.`,
      es: `Los malentendidos, las discusiones recurrentes o la sensación de no ser escuchado afectan a nuestras relaciones, tanto personales como profesionales. En este coaching analizamos sus patrones de comunicación y desarrollamos nuevas vías para que pueda defender su postura sin perder la conexión con los demás.

### Qué le espera

- Una mejor comprensión de sus propios patrones de comunicación
- Herramientas como la escucha activa y la Comunicación No Violenta
- Seguridad para expresar sus deseos y poner límites
- Estrategias para gestionar los conflictos de forma constructiva

Trabajamos con situaciones concretas de su día a día y ensayamos nuevas estrategias de conversación que podrá aplicar de inmediato, en sesiones individuales online o en Berlín.`,
      fr: `Malentendus, disputes récurrentes ou sentiment de ne pas être entendu pèsent sur nos relations – dans la sphère privée comme au travail. Dans ce coaching, nous examinons vos schémas de communication et développons de nouvelles approches pour que vous puissiez vous affirmer tout en restant en lien avec les autres.

### Ce qui vous attend

- Une meilleure compréhension de vos propres schémas de communication
- Des outils comme l'écoute active et la Communication NonViolente
- De l'assurance pour exprimer vos besoins et poser des limites
- Des stratégies pour aborder les conflits de manière constructive

Nous travaillons sur des situations concrètes de votre quotidien et testons de nouvelles stratégies de dialogue que vous pourrez appliquer immédiatement – en séances individuelles en ligne ou à Berlin.`,
      zh: `误解、反复出现的争执，或是不被倾听的感受，都会给我们的关系带来负担——无论是在私人生活中还是在工作中。在这项教练中，我们会审视您的沟通模式，并探索新的方式，让您既能坚持自己的立场，又能与他人保持连接。

### 您可以期待

- 更好地理解自己的沟通模式
- 积极倾听和非暴力沟通等实用工具
- 更有底气地表达需求、设定边界
- 建设性处理冲突的策略

我们会围绕您日常生活中的具体情境展开练习，尝试可以立即应用的新沟通策略——一对一课程可在线上或柏林进行。`,
    },
    icon: 'UserGroupIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: false,
    premiumBadgeText: {
      de: 'Beliebt',
      en: 'Popular',
      es: 'Popular',
      fr: 'Populaire',
      zh: '热门',
    },
    showPriceOnHome: false,
    isFeatured: true,
    price: '150.00',
    duration: 60,
    durationUnit: 'minutes',
    order: 6,
  },
  {
    slug: 'achtsamkeits-workshop',
    title: {
      de: 'Achtsamkeits-Workshop',
      en: 'Mindfulness Workshop',
      es: 'Taller de mindfulness',
      fr: 'Atelier de pleine conscience',
      zh: '正念工作坊',
    },
    shortDescription: {
      de: 'Ein ganzer Samstag in einer kleinen Gruppe, um zur Ruhe zu kommen und alltagstaugliche Achtsamkeitsübungen kennenzulernen. Ideal für Einsteigerinnen und Einsteiger.',
      en: 'A whole Saturday in a small group to slow down and discover mindfulness exercises that fit into everyday life. Ideal for beginners.',
      es: 'Un sábado completo en un grupo reducido para encontrar la calma y descubrir ejercicios de mindfulness aplicables al día a día. Ideal para principiantes.',
      fr: 'Un samedi entier en petit groupe pour retrouver le calme et découvrir des exercices de pleine conscience faciles à intégrer au quotidien. Idéal pour débuter.',
      zh: '用一整个周六，在小组中放慢脚步，学习可融入日常生活的正念练习。非常适合初学者。',
    },
    description: {
      de: `Gönnen Sie sich einen Tag Pause vom Alltag: In diesem Workshop in kleiner Gruppe (maximal zehn Personen) lernen Sie, mit mehr Aufmerksamkeit und Gelassenheit durch Ihren Tag zu gehen. Der Workshop findet samstags von 10 bis 17 Uhr in Berlin statt; Vorkenntnisse sind nicht nötig.

### Was Sie erwartet

- Eine fundierte Einführung in Achtsamkeit und ihre Wirkung auf Stress
- Angeleitete Atem- und Körperübungen sowie kurze Meditationen
- Übungen für mehr Achtsamkeit im Berufs- und Familienalltag
- Austausch in einer wertschätzenden, vertrauensvollen Gruppe
- Begleitmaterial und Audioaufnahmen für die Praxis zu Hause

Nach Ihrer Anmeldung erhalten Sie alle organisatorischen Informationen per E-Mail; Getränke und ein leichter Mittagsimbiss sind im Preis enthalten.`,
      en: `Treat yourself to a day's break from everyday life: in this small-group workshop (maximum ten participants) you will learn to move through your day with more awareness and calm. The workshop takes place on Saturdays from 10 am to 5 pm in Berlin; no previous experience is needed.

### What to expect

- A well-founded introduction to mindfulness and its effect on stress
- Guided breathing and body exercises as well as short meditations
- Exercises for more mindfulness in your working and family life
- Exchange in a supportive, trusting group
- Accompanying materials and audio recordings for practising at home

After registering, you will receive all the organisational details by email; drinks and a light lunch are included in the price.`,
      es: `Regálese un día de pausa de la rutina: en este taller en grupo reducido (máximo diez personas) aprenderá a vivir su día con más atención y serenidad. El taller se celebra los sábados de 10:00 a 17:00 h en Berlín; no se necesitan conocimientos previos.

### Qué le espera

- Una introducción fundamentada al mindfulness y a su efecto sobre el estrés
- Ejercicios guiados de respiración y conciencia corporal, así como meditaciones breves
- Ejercicios para vivir con más atención plena en el trabajo y en familia
- Intercambio en un grupo respetuoso y de confianza
- Material de apoyo y grabaciones de audio para practicar en casa

Tras su inscripción recibirá por correo electrónico toda la información organizativa; las bebidas y un almuerzo ligero están incluidos en el precio.`,
      fr: `Offrez-vous une journée de pause loin du quotidien : dans cet atelier en petit groupe (dix personnes maximum), vous apprendrez à traverser vos journées avec plus d'attention et de sérénité. L'atelier a lieu le samedi de 10 h à 17 h à Berlin ; aucune connaissance préalable n'est requise.

### Ce qui vous attend

- Une introduction solide à la pleine conscience et à ses effets sur le stress
- Des exercices guidés de respiration et de conscience corporelle, ainsi que de courtes méditations
- Des exercices pour plus de pleine conscience au travail et en famille
- Des échanges au sein d'un groupe bienveillant et de confiance
- Des supports et des enregistrements audio pour pratiquer chez vous

Après votre inscription, vous recevrez toutes les informations pratiques par e-mail ; les boissons et un déjeuner léger sont compris dans le prix.`,
      zh: `给自己放一天假，暂别日常的忙碌：在这个小组工作坊（最多十人）中，您将学会以更多的觉察与从容度过每一天。工作坊于周六上午10点至下午5点在柏林举行，无需任何基础。

### 您可以期待

- 系统了解正念及其对压力的作用
- 引导式呼吸练习、身体觉察练习以及简短冥想
- 在工作和家庭生活中践行正念的练习
- 在一个彼此尊重、相互信任的小组中交流
- 供您在家练习的配套资料和音频

报名后，您将通过电子邮件收到所有组织安排信息；饮品和简单午餐已包含在价格中。`,
    },
    icon: 'LightBulbIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: false,
    premiumBadgeText: {
      de: 'Gruppenformat',
      en: 'Group format',
      es: 'Formato grupal',
      fr: 'Format de groupe',
      zh: '小组形式',
    },
    showPriceOnHome: false,
    isFeatured: false,
    price: '390.00',
    duration: 1,
    durationUnit: 'days',
    order: 7,
  },
];
