/**
 * Service packages shown on the home page and under /services/packages. Descriptions are markdown
 * (links are auto-detected and single line breaks are kept).
 */
import type { SeedPackage } from '../types';

export const packages: SeedPackage[] = [
  {
    slug: 'neustart-paket',
    name: {
      de: 'Neustart-Paket',
      en: 'Fresh Start Package',
      es: 'Paquete Nuevo Comienzo',
      fr: 'Pack Nouveau Départ',
      zh: '重新出发套餐',
    },
    shortDescription: {
      de: 'Drei Life-Coaching-Sitzungen plus kostenloses Erstgespräch – für alle, die in einer Umbruchphase Orientierung suchen und ihre nächsten Schritte klar vor Augen haben möchten.',
      en: 'Three life coaching sessions plus a free introductory call – for anyone looking for direction in a time of change who wants a clear view of their next steps.',
      es: 'Tres sesiones de life coaching más una primera conversación gratuita, para quienes buscan orientación en una etapa de cambio y quieren tener claros sus próximos pasos.',
      fr: 'Trois séances de life coaching et un premier entretien gratuit – pour toutes celles et ceux qui cherchent un cap dans une période de changement et veulent voir clairement leurs prochaines étapes.',
      zh: '三次人生教练会谈，外加一次免费初次咨询——适合在人生转折期寻找方向、希望看清下一步的您。',
    },
    description: {
      de: `Manchmal spüren Sie deutlich, dass sich etwas ändern muss – aber nicht genau, was. Das **Neustart-Paket** gibt Ihnen den Raum, Ihre Situation in Ruhe zu sortieren, Ihre Wünsche ernst zu nehmen und **konkrete erste Schritte** zu planen.

Das Paket eignet sich für Lebensphasen, in denen vieles im Fluss ist.
Ob nach einer Trennung, einem Umzug, der Elternzeit oder einfach mit dem Gefühl, auf der Stelle zu treten.

### So läuft das Paket ab

1. **Kostenloses Erstgespräch (30 Minuten):** Wir lernen uns kennen, klären Ihr Anliegen und prüfen gemeinsam, ob die Zusammenarbeit passt.
2. **Sitzung 1 – Standortbestimmung:** Wo stehen Sie gerade, was gibt Ihnen Kraft, was kostet Sie Energie?
3. **Sitzung 2 – Ziele und Werte:** Wir arbeiten heraus, was Ihnen wirklich wichtig ist, und formulieren ein realistisches Ziel.
4. **Sitzung 3 – Ihr Fahrplan:** Sie gehen mit einem klaren, umsetzbaren Plan für die nächsten Wochen nach Hause.

Alle Sitzungen dauern 60 Minuten und finden online oder vor Ort in Berlin statt. Zwischen den Terminen liegen idealerweise zwei bis drei Wochen, damit Sie Neues in Ruhe ausprobieren können.

Mehr zum Ablauf und zur Terminplanung: https://wegweiser-coaching.example/ablauf`,
      en: `Sometimes you feel clearly that something has to change – but not exactly what. The **Fresh Start Package** gives you the space to sort through your situation calmly, take your wishes seriously and plan **concrete first steps**.

The package is designed for phases of life in which a lot is in flux.
Whether after a separation, a move or parental leave, or simply when you feel you are treading water.

### How the package works

1. **Free introductory call (30 minutes):** We get to know each other, clarify what you would like to work on and check together whether we are a good fit.
2. **Session 1 – Taking stock:** Where are you right now, what gives you strength and what drains your energy?
3. **Session 2 – Goals and values:** We work out what really matters to you and formulate a realistic goal.
4. **Session 3 – Your roadmap:** You leave with a clear, actionable plan for the weeks ahead.

All sessions last 60 minutes and take place online or in person in Berlin. Ideally, there are two to three weeks between appointments so that you have time to try out new approaches.

More about the process and scheduling: https://wegweiser-coaching.example/ablauf`,
      es: `A veces siente con claridad que algo tiene que cambiar, pero no sabe exactamente qué. El **Paquete Nuevo Comienzo** le ofrece el espacio para ordenar su situación con calma, tomarse en serio sus deseos y planificar **primeros pasos concretos**.

El paquete está pensado para etapas de la vida en las que muchas cosas están en movimiento.
Ya sea tras una separación, una mudanza o un permiso parental, o simplemente cuando siente que no avanza.

### Cómo funciona el paquete

1. **Primera conversación gratuita (30 minutos):** Nos conocemos, aclaramos su inquietud y comprobamos juntos si la colaboración encaja.
2. **Sesión 1 – Punto de partida:** ¿Dónde se encuentra ahora, qué le da fuerza y qué le quita energía?
3. **Sesión 2 – Objetivos y valores:** Definimos lo que de verdad le importa y formulamos un objetivo realista.
4. **Sesión 3 – Su hoja de ruta:** Se lleva un plan claro y aplicable para las próximas semanas.

Todas las sesiones duran 60 minutos y se realizan online o de forma presencial en Berlín. Lo ideal es dejar entre dos y tres semanas entre una cita y otra, para que pueda poner en práctica lo nuevo con tranquilidad.

Más información sobre el proceso y la reserva de citas: https://wegweiser-coaching.example/ablauf`,
      fr: `Parfois, vous sentez clairement que quelque chose doit changer – sans savoir précisément quoi. Le **Pack Nouveau Départ** vous offre l'espace pour faire le tri dans votre situation en toute sérénité, prendre vos envies au sérieux et planifier des **premières étapes concrètes**.

Ce pack s'adresse aux périodes de vie où beaucoup de choses sont en mouvement.
Que ce soit après une séparation, un déménagement ou un congé parental, ou simplement lorsque vous avez le sentiment de faire du surplace.

### Comment se déroule le pack

1. **Premier entretien gratuit (30 minutes) :** Nous faisons connaissance, clarifions votre demande et vérifions ensemble si notre collaboration vous convient.
2. **Séance 1 – État des lieux :** Où en êtes-vous aujourd'hui, qu'est-ce qui vous donne de la force et qu'est-ce qui vous coûte de l'énergie ?
3. **Séance 2 – Objectifs et valeurs :** Nous identifions ce qui compte vraiment pour vous et formulons un objectif réaliste.
4. **Séance 3 – Votre feuille de route :** Vous repartez avec un plan clair et applicable pour les semaines à venir.

Toutes les séances durent 60 minutes et ont lieu en ligne ou en présentiel à Berlin. Idéalement, deux à trois semaines séparent les rendez-vous, afin que vous puissiez expérimenter de nouvelles approches en toute tranquillité.

En savoir plus sur le déroulement et la prise de rendez-vous : https://wegweiser-coaching.example/ablauf`,
      zh: `有时您清楚地感觉到某些事情必须改变，却说不清究竟是什么。**重新出发套餐**为您提供空间，让您从容梳理自身处境，认真对待内心的愿望，并规划**具体的第一步**。

本套餐适合生活中诸多事情都在变动的阶段。
无论是分手、搬家或育儿假之后，还是单纯觉得自己在原地踏步。

### 套餐流程

1. **免费初次咨询**（30 分钟）：我们相互认识，明确您的诉求，并一起确认彼此是否适合合作。
2. **第 1 次会谈·现状梳理**：您目前处于什么位置？什么给您力量，什么在消耗您的精力？
3. **第 2 次会谈·目标与价值观**：我们一起找出对您真正重要的事，并确定一个切实可行的目标。
4. **第 3 次会谈·您的路线图**：您将带着一份清晰、可执行的未来几周计划离开。

每次会谈时长 60 分钟，可线上进行，也可在柏林当面进行。两次会谈之间最好间隔两到三周，让您有时间从容尝试新的做法。

关于流程与预约的更多信息： https://wegweiser-coaching.example/ablauf`,
    },
    icon: 'RocketLaunchIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: false,
    showPriceOnHome: true,
    isFeatured: true,
    price: '420.00',
    discountPercentage: 10,
    order: 1,
    features: [
      {
        text: {
          de: 'Kostenloses Erstgespräch (30 Minuten)',
          en: 'Free introductory call (30 minutes)',
          es: 'Primera conversación gratuita (30 minutos)',
          fr: 'Premier entretien gratuit (30 minutes)',
          zh: '免费初次咨询（30 分钟）',
        },
        isActive: true,
        order: 1,
      },
      {
        text: {
          de: '3 Life-Coaching-Sitzungen à 60 Minuten',
          en: '3 life coaching sessions of 60 minutes each',
          es: '3 sesiones de life coaching de 60 minutos',
          fr: '3 séances de life coaching de 60 minutes',
          zh: '3 次人生教练会谈，每次 60 分钟',
        },
        isActive: true,
        order: 2,
      },
      {
        text: {
          de: 'Online oder vor Ort in Berlin',
          en: 'Online or in person in Berlin',
          es: 'Online o presencial en Berlín',
          fr: 'En ligne ou en présentiel à Berlin',
          zh: '线上或在柏林当面进行',
        },
        isActive: true,
        order: 3,
      },
      {
        text: {
          de: 'Arbeitsblätter zur persönlichen Standortbestimmung',
          en: 'Worksheets for taking stock of your situation',
          es: 'Fichas de trabajo para analizar su punto de partida',
          fr: 'Fiches de travail pour faire le point sur votre situation',
          zh: '个人现状梳理练习表',
        },
        isActive: true,
        order: 4,
      },
      {
        text: {
          de: 'Kurze Rückfragen per E-Mail zwischen den Sitzungen',
          en: 'Quick questions by email between sessions',
          es: 'Consultas breves por correo electrónico entre sesiones',
          fr: 'Questions rapides par e-mail entre les séances',
          zh: '会谈间隙可通过电子邮件简短答疑',
        },
        isActive: true,
        order: 5,
      },
      {
        text: {
          de: 'Flexibel einlösbar innerhalb von 3 Monaten',
          en: 'Can be used flexibly within 3 months',
          es: 'Uso flexible en un plazo de 3 meses',
          fr: 'À utiliser librement sur une période de 3 mois',
          zh: '3 个月内灵活预约使用',
        },
        isActive: true,
        order: 6,
      },
    ],
    serviceSlugs: ['kostenloses-erstgespraech', 'life-coaching-einzelsitzung'],
  },
  {
    slug: 'klarheit-karriere',
    name: {
      de: 'Klarheit & Karriere',
      en: 'Clarity & Career',
      es: 'Claridad y carrera',
      fr: 'Clarté & carrière',
      zh: '职业清晰计划',
    },
    shortDescription: {
      de: 'Ihr Programm zur beruflichen Neuorientierung: In fünf Sitzungen klären Sie Stärken, Werte und Optionen und entwickeln einen realistischen Plan für Ihren nächsten Karriereschritt.',
      en: 'Your career reorientation programme: in five sessions you clarify your strengths, values and options and develop a realistic plan for your next career move.',
      es: 'Su programa de reorientación profesional: en cinco sesiones aclara sus fortalezas, valores y opciones, y elabora un plan realista para su próximo paso profesional.',
      fr: 'Votre programme de réorientation professionnelle : en cinq séances, vous clarifiez vos forces, vos valeurs et vos options, et élaborez un plan réaliste pour la prochaine étape de votre carrière.',
      zh: '您的职业转型计划：通过五次会谈理清自身优势、价值观与可选方向，为职业的下一步制定切实可行的规划。',
    },
    description: {
      de: `Sie spüren, dass Ihr aktueller Job nicht mehr zu Ihnen passt, wissen aber noch nicht, wohin die Reise gehen soll? Im Programm **Klarheit & Karriere** verbinden wir eine fundierte Standortbestimmung mit konkreter Umsetzung – damit aus einem vagen Gefühl eine **tragfähige berufliche Entscheidung** wird.

Berufliche Neuorientierung ist selten ein geradliniger Weg.
Deshalb nehmen wir uns auch Zeit für Zweifel, Ängste und den Stress, den eine solche Phase mit sich bringen kann.

### So läuft das Programm ab

1. **Kostenloses Erstgespräch:** Wir klären Ihre Ausgangslage und Ihre Erwartungen an das Coaching.
2. **Sitzung 1 – Standortbestimmung:** Was hat Sie bisher angetrieben, und was fehlt Ihnen heute?
3. **Sitzung 2 – Stärken und Werte:** Mit erprobten Übungen machen wir sichtbar, was Sie auszeichnet und was Ihnen wichtig ist.
4. **Sitzung 3 – Optionen entwickeln:** Wir sammeln Möglichkeiten – vom Wechsel innerhalb Ihres Unternehmens bis zum Quereinstieg – und prüfen sie auf ihre Machbarkeit.
5. **Sitzung 4 – Gelassen bleiben:** Sie lernen Strategien, um mit Unsicherheit und Druck in der Übergangsphase gut umzugehen.
6. **Sitzung 5 – Ihr Karriereplan:** Wir übersetzen Ihre Entscheidung in konkrete Schritte, von der Bewerbung bis zum Gespräch mit Ihrer Führungskraft.

Die Sitzungen dauern jeweils 60 Minuten und finden online oder vor Ort in Berlin statt. Das Programm erstreckt sich in der Regel über drei bis vier Monate.

Wie die Zusammenarbeit genau aussieht, lesen Sie hier: https://wegweiser-coaching.example/ablauf`,
      en: `Do you sense that your current job no longer suits you, but don't yet know where the journey should take you? In the **Clarity & Career** programme, we combine a thorough assessment of where you stand with concrete implementation – so that a vague feeling turns into a **sound career decision**.

Career reorientation is rarely a straight path.
That is why we also make time for the doubts, fears and stress that such a phase can bring.

### How the programme works

1. **Free introductory call:** We clarify your starting point and what you expect from the coaching.
2. **Session 1 – Taking stock:** What has driven you so far, and what is missing today?
3. **Session 2 – Strengths and values:** Using proven exercises, we make visible what sets you apart and what matters to you.
4. **Session 3 – Developing options:** We gather possibilities – from a move within your company to a complete career change – and check how feasible they are.
5. **Session 4 – Staying calm:** You learn strategies for dealing well with uncertainty and pressure during the transition.
6. **Session 5 – Your career plan:** We translate your decision into concrete steps, from your application to the conversation with your manager.

Each session lasts 60 minutes and takes place online or in person in Berlin. The programme usually runs over three to four months.

Read exactly how we will work together here: https://wegweiser-coaching.example/ablauf`,
      es: `¿Siente que su trabajo actual ya no encaja con usted, pero aún no sabe hacia dónde quiere ir? En el programa **Claridad y carrera** combinamos un análisis a fondo de su situación con una puesta en práctica concreta, para que una sensación difusa se convierta en una **decisión profesional sólida**.

La reorientación profesional rara vez es un camino recto.
Por eso también dedicamos tiempo a las dudas, los miedos y el estrés que puede traer consigo una etapa así.

### Cómo funciona el programa

1. **Primera conversación gratuita:** Aclaramos su punto de partida y lo que espera del coaching.
2. **Sesión 1 – Punto de partida:** ¿Qué le ha impulsado hasta ahora y qué echa de menos hoy?
3. **Sesión 2 – Fortalezas y valores:** Con ejercicios probados hacemos visible lo que le distingue y lo que es importante para usted.
4. **Sesión 3 – Desarrollar opciones:** Reunimos posibilidades, desde un cambio dentro de su empresa hasta un cambio de sector, y comprobamos su viabilidad.
5. **Sesión 4 – Mantener la calma:** Aprende estrategias para gestionar bien la incertidumbre y la presión durante la transición.
6. **Sesión 5 – Su plan profesional:** Traducimos su decisión en pasos concretos, desde la candidatura hasta la conversación con su responsable.

Cada sesión dura 60 minutos y se realiza online o de forma presencial en Berlín. Por lo general, el programa se extiende a lo largo de tres o cuatro meses.

Aquí puede leer cómo será exactamente nuestra colaboración: https://wegweiser-coaching.example/ablauf`,
      fr: `Vous sentez que votre poste actuel ne vous correspond plus, mais vous ne savez pas encore quelle direction prendre ? Dans le programme **Clarté & carrière**, nous associons un bilan approfondi à une mise en œuvre concrète – pour qu'un sentiment diffus devienne une **décision professionnelle solide**.

Une reconversion est rarement un chemin tout tracé.
C'est pourquoi nous prenons aussi le temps d'aborder les doutes, les peurs et le stress qu'une telle période peut entraîner.

### Comment se déroule le programme

1. **Premier entretien gratuit :** Nous clarifions votre situation de départ et vos attentes vis-à-vis du coaching.
2. **Séance 1 – État des lieux :** Qu'est-ce qui vous a donné de l'élan jusqu'ici, et qu'est-ce qui vous manque aujourd'hui ?
3. **Séance 2 – Forces et valeurs :** Grâce à des exercices éprouvés, nous mettons en lumière ce qui vous distingue et ce qui compte pour vous.
4. **Séance 3 – Explorer les options :** Nous rassemblons les possibilités – d'une mobilité interne à une reconversion complète – et évaluons leur faisabilité.
5. **Séance 4 – Garder son calme :** Vous apprenez des stratégies pour bien gérer l'incertitude et la pression pendant la transition.
6. **Séance 5 – Votre plan de carrière :** Nous traduisons votre décision en étapes concrètes, de la candidature à l'échange avec votre responsable.

Chaque séance dure 60 minutes et a lieu en ligne ou en présentiel à Berlin. Le programme s'étend généralement sur trois à quatre mois.

Découvrez en détail comment se déroule notre collaboration : https://wegweiser-coaching.example/ablauf`,
      zh: `您感到现在的工作已不再适合自己，却还不清楚该往哪里走？在**职业清晰计划**中，我们将深入的现状分析与具体的落地行动相结合，让模糊的感觉变成一个**经得起推敲的职业决定**。

职业转型很少是一条直路。
因此，我们也会留出时间，处理这一阶段可能带来的犹豫、担忧与压力。

### 计划流程

1. **免费初次咨询**：我们一起明确您的现状以及您对教练的期望。
2. **第 1 次会谈·现状梳理**：到目前为止是什么在推动您？如今您又缺少什么？
3. **第 2 次会谈·优势与价值观**：借助成熟的练习，我们让您的独特之处和您看重的东西清晰可见。
4. **第 3 次会谈·探索选项**：从公司内部调岗到跨行转型，我们汇总各种可能，并评估其可行性。
5. **第 4 次会谈·保持从容**：您将学习在过渡期中妥善应对不确定性与压力的策略。
6. **第 5 次会谈·您的职业规划**：我们把您的决定转化为具体步骤，从求职申请到与上级的谈话。

每次会谈时长 60 分钟，可线上进行，也可在柏林当面进行。整个计划通常持续三到四个月。

合作的具体方式请见： https://wegweiser-coaching.example/ablauf`,
    },
    icon: 'StarIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: true,
    showPriceOnHome: true,
    isFeatured: true,
    price: '790.00',
    discountPercentage: 15,
    order: 2,
    features: [
      {
        text: {
          de: 'Kostenloses Erstgespräch (30 Minuten)',
          en: 'Free introductory call (30 minutes)',
          es: 'Primera conversación gratuita (30 minutos)',
          fr: 'Premier entretien gratuit (30 minutes)',
          zh: '免费初次咨询（30 分钟）',
        },
        isActive: true,
        order: 1,
      },
      {
        text: {
          de: '5 Karriere-Coaching-Sitzungen à 60 Minuten',
          en: '5 career coaching sessions of 60 minutes each',
          es: '5 sesiones de coaching profesional de 60 minutos',
          fr: '5 séances de coaching de carrière de 60 minutes',
          zh: '5 次职业教练会谈，每次 60 分钟',
        },
        isActive: true,
        order: 2,
      },
      {
        text: {
          de: 'Stärken- und Werteanalyse mit schriftlicher Auswertung',
          en: 'Strengths and values analysis with a written summary',
          es: 'Análisis de fortalezas y valores con informe escrito',
          fr: 'Analyse des forces et des valeurs avec synthèse écrite',
          zh: '优势与价值观分析及书面总结',
        },
        isActive: true,
        order: 3,
      },
      {
        text: {
          de: 'Strategien für Stressbewältigung und Resilienz',
          en: 'Strategies for stress management and resilience',
          es: 'Estrategias para gestionar el estrés y reforzar la resiliencia',
          fr: 'Stratégies de gestion du stress et de résilience',
          zh: '压力管理与心理韧性策略',
        },
        isActive: true,
        order: 4,
      },
      {
        text: {
          de: 'Feedback zu Lebenslauf und LinkedIn-Profil',
          en: 'Feedback on your CV and LinkedIn profile',
          es: 'Comentarios sobre su currículum y su perfil de LinkedIn',
          fr: 'Retours sur votre CV et votre profil LinkedIn',
          zh: '简历与 LinkedIn 个人资料反馈',
        },
        isActive: true,
        order: 5,
      },
      {
        text: {
          de: 'Vorbereitung auf Vorstellungs- und Gehaltsgespräche',
          en: 'Preparation for job interviews and salary negotiations',
          es: 'Preparación para entrevistas de trabajo y negociaciones salariales',
          fr: "Préparation aux entretiens d'embauche et aux négociations salariales",
          zh: '求职面试与薪资谈判准备',
        },
        isActive: true,
        order: 6,
      },
      {
        text: {
          de: 'E-Mail-Begleitung während des gesamten Programms',
          en: 'Email support throughout the programme',
          es: 'Acompañamiento por correo electrónico durante todo el programa',
          fr: 'Suivi par e-mail pendant toute la durée du programme',
          zh: '整个计划期间提供电子邮件支持',
        },
        isActive: true,
        order: 7,
      },
    ],
    serviceSlugs: ['kostenloses-erstgespraech', 'karriere-coaching', 'stress-resilienz'],
  },
  {
    slug: 'leadership-intensiv',
    name: {
      de: 'Leadership-Intensiv',
      en: 'Leadership Intensive',
      es: 'Liderazgo Intensivo',
      fr: 'Leadership Intensif',
      zh: '领导力强化计划',
    },
    shortDescription: {
      de: 'Drei Monate intensive Begleitung für neue Führungskräfte: Sie finden Ihre Rolle, führen souverän durch schwierige Gespräche und bleiben dabei gelassen.',
      en: 'Three months of intensive support for new managers: find your role, handle difficult conversations with confidence and stay calm along the way.',
      es: 'Tres meses de acompañamiento intensivo para nuevos mandos: encuentre su rol, gestione con seguridad las conversaciones difíciles y mantenga la calma en el proceso.',
      fr: "Trois mois d'accompagnement intensif pour les nouveaux managers : trouvez votre place, menez les conversations difficiles avec assurance et gardez votre sérénité.",
      zh: '为新任管理者提供为期三个月的深度陪伴：找准角色定位，从容应对棘手谈话，始终保持内心平稳。',
    },
    description: {
      de: `Der Schritt in die erste Führungsrolle verändert vieles: Aus Kolleginnen und Kollegen werden Mitarbeitende, aus Fachaufgaben werden Personalverantwortung und Entscheidungen unter Zeitdruck. Das **Leadership-Intensiv** begleitet Sie **drei Monate lang** dabei, Ihre eigene Haltung als Führungskraft zu entwickeln – klar, zugewandt und authentisch.

Sie müssen nicht vom ersten Tag an alles wissen.
Aber Sie sollten einen Ort haben, an dem Sie Fragen offen stellen und neue Wege gefahrlos ausprobieren können.

### So läuft das Programm ab

- **Monat 1 – Ankommen in der Rolle:** Wir klären Erwartungen, Ihre Stärken als Führungskraft und Ihre ersten Prioritäten.
- **Monat 2 – Kommunikation und Konflikte:** Sie üben Feedback- und Kritikgespräche, Delegation und das Führen ehemaliger Kolleginnen und Kollegen.
- **Monat 3 – Selbstführung und Balance:** Im Achtsamkeits-Workshop und in den Einzelsitzungen stärken Sie Ihre Gelassenheit und schützen Ihre Energie.

Insgesamt umfasst das Programm sechs Einzelcoachings à 90 Minuten, online oder vor Ort in Berlin. Auf Wunsch stimmen wir die Ziele vorab mit Ihrem Unternehmen ab; eine Rechnungsstellung an Ihren Arbeitgeber ist selbstverständlich möglich.

Alle Details zum Ablauf finden Sie hier: https://wegweiser-coaching.example/ablauf`,
      en: `Stepping into your first leadership role changes a lot: colleagues become team members, and specialist work turns into responsibility for people and decisions under time pressure. The **Leadership Intensive** supports you for **three months** as you develop your own stance as a leader – clear, approachable and authentic.

You don't have to know everything from day one.
But you should have a place where you can ask questions openly and safely try out new approaches.

### How the programme works

- **Month 1 – Settling into the role:** We clarify expectations, your strengths as a leader and your first priorities.
- **Month 2 – Communication and conflict:** You practise feedback and critical conversations, delegation and leading former colleagues.
- **Month 3 – Self-leadership and balance:** In the mindfulness workshop and the individual sessions, you strengthen your composure and protect your energy.

In total, the programme includes six one-to-one coaching sessions of 90 minutes each, online or in person in Berlin. If you wish, we can agree on the goals with your company in advance; invoicing your employer is of course possible.

You can find all details about the process here: https://wegweiser-coaching.example/ablauf`,
      es: `Dar el paso a su primer puesto de liderazgo cambia muchas cosas: los compañeros pasan a formar parte de su equipo, y el trabajo técnico se convierte en responsabilidad sobre personas y en decisiones bajo presión de tiempo. El programa **Liderazgo Intensivo** le acompaña durante **tres meses** mientras desarrolla su propia forma de liderar: clara, cercana y auténtica.

No tiene que saberlo todo desde el primer día.
Pero sí merece un espacio donde plantear sus preguntas abiertamente y probar nuevos enfoques sin riesgo.

### Cómo funciona el programa

- **Mes 1 – Asumir el nuevo rol:** Aclaramos las expectativas, sus fortalezas como líder y sus primeras prioridades.
- **Mes 2 – Comunicación y conflictos:** Practica conversaciones de feedback y de crítica, la delegación y cómo liderar a antiguos compañeros.
- **Mes 3 – Autoliderazgo y equilibrio:** En el taller de mindfulness y en las sesiones individuales refuerza su serenidad y cuida su energía.

En total, el programa incluye seis sesiones de coaching individual de 90 minutos, online o de forma presencial en Berlín. Si lo desea, acordamos previamente los objetivos con su empresa; por supuesto, también es posible facturar directamente a su empleador.

Encontrará todos los detalles sobre el proceso aquí: https://wegweiser-coaching.example/ablauf`,
      fr: `Prendre son premier poste de manager change beaucoup de choses : les collègues deviennent des collaborateurs, et le travail d'expert laisse place à la responsabilité d'une équipe et à des décisions prises sous la pression du temps. Le **Leadership Intensif** vous accompagne pendant **trois mois** pour construire votre propre posture de manager – claire, bienveillante et authentique.

Nul besoin de tout savoir dès le premier jour.
Mais vous méritez un lieu où poser vos questions librement et tester de nouvelles approches sans risque.

### Comment se déroule le programme

- **Mois 1 – Prendre ses marques :** Nous clarifions les attentes, vos forces en tant que manager et vos premières priorités.
- **Mois 2 – Communication et conflits :** Vous vous entraînez aux entretiens de feedback et de recadrage, à la délégation et au management d'anciens collègues.
- **Mois 3 – Leadership de soi et équilibre :** Lors de l'atelier de pleine conscience et des séances individuelles, vous renforcez votre sérénité et préservez votre énergie.

Au total, le programme comprend six séances de coaching individuel de 90 minutes, en ligne ou en présentiel à Berlin. Si vous le souhaitez, nous définissons les objectifs en amont avec votre entreprise ; la facturation à votre employeur est bien entendu possible.

Retrouvez tous les détails sur le déroulement ici : https://wegweiser-coaching.example/ablauf`,
      zh: `第一次走上管理岗位会带来许多变化：同事变成了下属，专业工作变成了对人的责任，以及在时间压力下做出的决策。**领导力强化计划**将在**三个月**内陪伴您，塑造属于您自己的领导风格——清晰、亲和且真诚。

您不必从第一天起就无所不知。
但您值得拥有一个可以坦然提问、放心尝试新方法的空间。

### 计划流程

- **第 1 个月·适应角色**：我们一起明确各方期望、您作为管理者的优势以及首要任务。
- **第 2 个月·沟通与冲突**：您将练习反馈与批评谈话、任务委派，以及如何带领昔日的同事。
- **第 3 个月·自我管理与平衡**：通过正念工作坊和一对一会谈，您将增强内心的从容，并守护好自己的精力。

整个计划共包含六次一对一教练会谈，每次 90 分钟，可线上进行，也可在柏林当面进行。如您需要，我们可事先与贵公司商定目标；当然也可以直接向您的雇主开具发票。

流程详情请见： https://wegweiser-coaching.example/ablauf`,
    },
    icon: 'PresentationChartLineIcon',
    image: null,
    cardImageUrl: null,
    useImageInsteadOfIcon: false,
    isPremiumStyled: false,
    showPriceOnHome: false,
    isFeatured: true,
    price: '1490.00',
    discountPercentage: 0,
    order: 3,
    features: [
      {
        text: {
          de: '6 Einzelcoachings à 90 Minuten über 3 Monate',
          en: '6 one-to-one coaching sessions of 90 minutes over 3 months',
          es: '6 sesiones de coaching individual de 90 minutos en 3 meses',
          fr: '6 séances de coaching individuel de 90 minutes sur 3 mois',
          zh: '3 个月内 6 次一对一教练会谈，每次 90 分钟',
        },
        isActive: true,
        order: 1,
      },
      {
        text: {
          de: 'Training für Feedback-, Kritik- und Konfliktgespräche',
          en: 'Training for feedback, critical and conflict conversations',
          es: 'Entrenamiento para conversaciones de feedback, crítica y conflicto',
          fr: 'Entraînement aux entretiens de feedback, de recadrage et de gestion des conflits',
          zh: '反馈、批评与冲突谈话训练',
        },
        isActive: true,
        order: 2,
      },
      {
        text: {
          de: 'Teilnahme am Achtsamkeits-Workshop',
          en: 'A place in the mindfulness workshop',
          es: 'Plaza en el taller de mindfulness',
          fr: "Participation à l'atelier de pleine conscience",
          zh: '参加正念工作坊',
        },
        isActive: true,
        order: 3,
      },
      {
        text: {
          de: 'Individueller Entwicklungsplan für Ihre Führungsrolle',
          en: 'Personal development plan for your leadership role',
          es: 'Plan de desarrollo individual para su rol de liderazgo',
          fr: 'Plan de développement individuel pour votre rôle de manager',
          zh: '针对您管理角色的个人发展计划',
        },
        isActive: true,
        order: 4,
      },
      {
        text: {
          de: 'Telefonischer Kurzkontakt bei akuten Führungsfragen',
          en: 'Short phone check-ins for urgent leadership questions',
          es: 'Breves consultas telefónicas ante dudas urgentes de liderazgo',
          fr: 'Brefs échanges téléphoniques pour les questions de management urgentes',
          zh: '遇到紧急管理问题时可进行简短电话沟通',
        },
        isActive: true,
        order: 5,
      },
      {
        text: {
          de: 'Auswertung eines 360-Grad-Feedbacks',
          en: 'Evaluation of a 360-degree feedback',
          es: 'Evaluación de un feedback de 360 grados',
          fr: "Analyse d'un feedback à 360 degrés",
          zh: '360 度反馈评估',
        },
        isActive: false,
        order: 6,
      },
      {
        text: {
          de: 'Team-Workshop in Ihrem Unternehmen',
          en: 'Team workshop at your company',
          es: 'Taller de equipo en su empresa',
          fr: "Atelier d'équipe dans votre entreprise",
          zh: '在贵公司举办团队工作坊',
        },
        isActive: false,
        order: 7,
      },
    ],
    serviceSlugs: ['fuehrungskraefte-coaching', 'kommunikation-beziehungen', 'achtsamkeits-workshop'],
  },
];
