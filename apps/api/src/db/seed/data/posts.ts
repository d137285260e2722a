import type { SeedBlogPost, SeedCareerPost, SeedCategory } from '../types';

export const blogCategories: SeedCategory[] = [
  {
    slug: 'karriere',
    name: {
      de: 'Karriere & Beruf',
      en: 'Career & Work',
      es: 'Carrera y trabajo',
      fr: 'Carrière et travail',
      zh: '职业与工作',
    },
    order: 1,
  },
  {
    slug: 'resilienz',
    name: {
      de: 'Stress & Resilienz',
      en: 'Stress & Resilience',
      es: 'Estrés y resiliencia',
      fr: 'Stress et résilience',
      zh: '压力与心理韧性',
    },
    order: 2,
  },
  {
    slug: 'persoenlichkeit',
    name: {
      de: 'Persönliche Entwicklung',
      en: 'Personal Growth',
      es: 'Desarrollo personal',
      fr: 'Développement personnel',
      zh: '个人成长',
    },
    order: 3,
  },
];

export const blogPosts: SeedBlogPost[] = [
  {
    slug: '5-anzeichen-berufliche-veraenderung',
    categorySlug: 'karriere',
    title: {
      de: '5 Anzeichen, dass es Zeit für eine berufliche Veränderung ist',
      en: "5 Signs It's Time for a Career Change",
      es: '5 señales de que es hora de un cambio profesional',
      fr: "5 signes qu'il est temps de changer de voie professionnelle",
      zh: '是时候转换职业跑道的5个信号',
    },
    excerpt: {
      de: 'Unbehagen am Sonntagabend, Stillstand, Neid auf andere Berufe: Diese fünf Signale zeigen, dass es Zeit für eine ehrliche berufliche Standortbestimmung ist – und was Sie jetzt konkret tun können.',
      en: 'Sunday-evening dread, stagnation, envy of other careers: these five signals show that it is time to take an honest look at your working life – and what you can do about it right now.',
      es: 'Angustia el domingo por la tarde, estancamiento, envidia de otras profesiones: estas cinco señales indican que ha llegado el momento de hacer un balance profesional honesto, y qué puede hacer ahora mismo.',
      fr: "L'angoisse du dimanche soir, la stagnation, l'envie d'autres métiers : ces cinq signaux montrent qu'il est temps de faire honnêtement le point sur votre vie professionnelle – et ce que vous pouvez faire dès maintenant.",
      zh: '周日晚上的焦虑、停滞不前、羡慕别人的职业：这五个信号表明，是时候坦诚地审视您的职业现状了——以及您现在可以采取哪些具体行动。',
    },
    content: {
      de: `Viele Menschen spüren lange, bevor sie es aussprechen: Irgendetwas stimmt im Job nicht mehr. Doch zwischen einem schlechten Monat und einem echten Wendepunkt zu unterscheiden, ist gar nicht so einfach. In meiner Arbeit als Coach begegnen mir immer wieder dieselben Signale. Die folgenden fünf Anzeichen können Ihnen helfen, Ihre Situation ehrlicher einzuschätzen.

## 1. Der Sonntagabend fühlt sich schwer an

Ein gelegentliches Unbehagen vor dem Wochenstart ist normal. Wenn Sie aber schon am Sonntagnachmittag innerlich angespannt sind, schlecht schlafen oder den Montag regelrecht fürchten, sendet Ihr Körper eine deutliche Botschaft. Achten Sie darauf, ob dieses Gefühl seit Wochen oder gar Monaten anhält.

## 2. Sie lernen nichts mehr dazu

Routine gibt Sicherheit, doch Stillstand zehrt an der Motivation. Fragen Sie sich: Wann habe ich zuletzt etwas Neues gelernt? Wann hat mich eine Aufgabe wirklich gefordert? Wenn Ihnen keine Antwort einfällt, ist das ein Hinweis darauf, dass Ihr Potenzial brachliegt.

## 3. Ihre Werte und die Ihres Arbeitgebers passen nicht mehr zusammen

Menschen verändern sich – Unternehmen auch. Vielleicht sind Ihnen Nachhaltigkeit, Familie oder Selbstbestimmung heute wichtiger als vor zehn Jahren. Wenn Sie regelmäßig Entscheidungen mittragen müssen, hinter denen Sie nicht stehen, entsteht ein innerer Konflikt, der auf Dauer viel Kraft kostet.

## 4. Sie beneiden andere um ihren Beruf

Neid ist ein unbequemes, aber ehrliches Gefühl. Beobachten Sie, bei welchen Berufen oder Lebensentwürfen Sie ein Ziehen verspüren. Oft steckt darin ein Wunsch, den Sie sich selbst noch nicht eingestanden haben – etwa nach mehr Kreativität, mehr Verantwortung oder mehr Freiheit.

## 5. Erholung reicht nicht mehr aus

Sie kommen aus dem Urlaub zurück, und nach zwei Tagen ist die Erschöpfung wieder da? Wenn Pausen nicht mehr wirken, liegt das Problem selten an der Länge des Urlaubs, sondern an der Arbeit selbst. Nehmen Sie dieses Signal ernst, bevor daraus eine dauerhafte Überlastung wird.

> „Veränderung beginnt nicht mit einer Kündigung, sondern mit einer ehrlichen Frage an sich selbst.“

## Was Sie jetzt tun können

Wenn Sie sich in mehreren Punkten wiedererkennen, heißt das nicht, dass Sie morgen kündigen müssen. Es heißt, dass es Zeit für eine bewusste Standortbestimmung ist. Diese Schritte helfen Ihnen dabei:

- **Notieren Sie zwei Wochen lang**, welche Tätigkeiten Ihnen Energie geben und welche Sie Energie kosten.
- **Sprechen Sie mit Menschen**, die den Weg bereits gegangen sind, den Sie sich für sich selbst vorstellen können.
- **Klären Sie Ihre Rahmenbedingungen**: Welche finanziellen und familiären Voraussetzungen müssen erfüllt sein?
- **Testen Sie im Kleinen**, etwa durch ein Ehrenamt, eine Weiterbildung oder ein Nebenprojekt.

Eine berufliche Neuorientierung ist selten ein einziger großer Sprung, sondern eher eine Reihe kleiner, gut überlegter Schritte. Ein Coaching kann Ihnen dabei helfen, Klarheit über Ihre Stärken und Werte zu gewinnen und einen realistischen Plan zu entwickeln – in Ihrem Tempo.`,
      en: `Many people sense it long before they say it out loud: something at work just isn't right anymore. But telling the difference between a bad month and a genuine turning point is not that easy. In my work as a coach, I encounter the same signals again and again. The following five signs can help you assess your situation more honestly.

## 1. Sunday evenings feel heavy

An occasional sense of unease before the start of the week is normal. But if you already feel tense on Sunday afternoon, sleep poorly or genuinely dread Monday, your body is sending you a clear message. Pay attention to whether this feeling has persisted for weeks or even months.

## 2. You are no longer learning anything

Routine provides security, but stagnation drains motivation. Ask yourself: When did I last learn something new? When did a task last truly challenge me? If you cannot think of an answer, it is a sign that your potential is lying idle.

## 3. Your values and your employer's no longer align

People change – and so do companies. Perhaps sustainability, family or autonomy matter more to you today than they did ten years ago. If you regularly have to support decisions you do not stand behind, an inner conflict develops that costs you a great deal of energy over time.

## 4. You envy other people's jobs

Envy is an uncomfortable but honest feeling. Notice which professions or ways of life give you a pang. Often there is a wish hidden inside that you have not yet admitted to yourself – for more creativity, more responsibility or more freedom.

## 5. Time off is no longer enough

You come back from holiday, and two days later the exhaustion is back? When breaks stop working, the problem rarely lies in the length of your holiday, but in the work itself. Take this signal seriously before it turns into lasting overload.

> "Change does not begin with a resignation letter, but with an honest question to yourself."

## What you can do now

If you recognise yourself in several of these points, it does not mean you have to hand in your notice tomorrow. It means it is time to take a conscious look at where you stand. These steps will help you:

- **For two weeks, write down** which activities give you energy and which drain it.
- **Talk to people** who have already taken the path you can imagine for yourself.
- **Clarify your circumstances**: What financial and family conditions need to be in place?
- **Test the waters on a small scale**, for example through volunteering, further training or a side project.

A career change is rarely one giant leap; it is more often a series of small, well-considered steps. Coaching can help you gain clarity about your strengths and values and develop a realistic plan – at your own pace.`,
      es: `Muchas personas lo intuyen mucho antes de decirlo en voz alta: algo en el trabajo ya no encaja. Sin embargo, distinguir entre un mal mes y un verdadero punto de inflexión no es nada fácil. En mi trabajo como coach me encuentro una y otra vez con las mismas señales. Las cinco que presento a continuación pueden ayudarle a valorar su situación con más honestidad.

## 1. El domingo por la tarde se le hace cuesta arriba

Sentir cierta inquietud de vez en cuando antes de empezar la semana es normal. Pero si ya el domingo por la tarde está en tensión, duerme mal o directamente teme la llegada del lunes, su cuerpo le está enviando un mensaje claro. Fíjese en si esta sensación se mantiene desde hace semanas o incluso meses.

## 2. Ya no aprende nada nuevo

La rutina aporta seguridad, pero el estancamiento agota la motivación. Pregúntese: ¿Cuándo fue la última vez que aprendí algo nuevo? ¿Cuándo me supuso un verdadero reto una tarea? Si no se le ocurre ninguna respuesta, es una señal de que su potencial está desaprovechado.

## 3. Sus valores y los de su empresa ya no coinciden

Las personas cambian, y las empresas también. Quizá hoy la sostenibilidad, la familia o la autonomía sean más importantes para usted que hace diez años. Si con frecuencia tiene que respaldar decisiones que no comparte, surge un conflicto interior que, a la larga, le resta mucha energía.

## 4. Envidia la profesión de otras personas

La envidia es un sentimiento incómodo, pero honesto. Observe qué profesiones o estilos de vida le despiertan cierta punzada. A menudo esconden un deseo que aún no se ha reconocido a sí mismo: más creatividad, más responsabilidad o más libertad.

## 5. Descansar ya no es suficiente

¿Vuelve de vacaciones y a los dos días el agotamiento ha regresado? Cuando los descansos dejan de surtir efecto, el problema rara vez está en la duración de las vacaciones, sino en el propio trabajo. Tome en serio esta señal antes de que se convierta en una sobrecarga permanente.

> «El cambio no empieza con una carta de renuncia, sino con una pregunta honesta a uno mismo.»

## Qué puede hacer ahora

Si se reconoce en varios de estos puntos, no significa que tenga que dejar su trabajo mañana. Significa que ha llegado el momento de hacer balance de forma consciente. Estos pasos le ayudarán:

- **Durante dos semanas, anote** qué actividades le dan energía y cuáles se la quitan.
- **Hable con personas** que ya hayan recorrido el camino que usted se imagina para sí.
- **Aclare sus condiciones**: ¿Qué requisitos económicos y familiares deben cumplirse?
- **Haga pruebas a pequeña escala**, por ejemplo, con un voluntariado, una formación o un proyecto paralelo.

Una reorientación profesional rara vez es un único gran salto; suele ser más bien una serie de pasos pequeños y bien meditados. Un proceso de coaching puede ayudarle a ganar claridad sobre sus fortalezas y valores y a desarrollar un plan realista, a su propio ritmo.`,
      fr: `Beaucoup de personnes le sentent bien avant de le formuler : quelque chose ne va plus au travail. Pourtant, faire la différence entre un mauvais mois et un véritable tournant n'est pas si simple. Dans mon travail de coach, je retrouve sans cesse les mêmes signaux. Les cinq signes suivants peuvent vous aider à évaluer votre situation avec plus d'honnêteté.

## 1. Le dimanche soir vous pèse

Un léger malaise occasionnel avant le début de la semaine est normal. Mais si vous êtes déjà tendu(e) le dimanche après-midi, si vous dormez mal ou si vous redoutez franchement le lundi, votre corps vous envoie un message clair. Observez si ce sentiment persiste depuis des semaines, voire des mois.

## 2. Vous n'apprenez plus rien

La routine rassure, mais la stagnation épuise la motivation. Demandez-vous : quand ai-je appris quelque chose de nouveau pour la dernière fois ? Quand une tâche m'a-t-elle vraiment stimulé(e) ? Si aucune réponse ne vous vient, c'est le signe que votre potentiel reste en friche.

## 3. Vos valeurs et celles de votre employeur ne concordent plus

Les personnes évoluent, les entreprises aussi. Peut-être la durabilité, la famille ou l'autonomie comptent-elles davantage pour vous aujourd'hui qu'il y a dix ans. Si vous devez régulièrement cautionner des décisions auxquelles vous n'adhérez pas, un conflit intérieur s'installe et finit par vous coûter beaucoup d'énergie.

## 4. Vous enviez le métier des autres

L'envie est un sentiment inconfortable, mais honnête. Remarquez quels métiers ou modes de vie éveillent en vous un pincement. Ils cachent souvent un souhait que vous ne vous êtes pas encore avoué : plus de créativité, plus de responsabilités ou plus de liberté.

## 5. Le repos ne suffit plus

Vous rentrez de vacances et, deux jours plus tard, la fatigue est de retour ? Lorsque les pauses ne font plus effet, le problème tient rarement à la durée des congés, mais au travail lui-même. Prenez ce signal au sérieux avant qu'il ne se transforme en surcharge durable.

> « Le changement ne commence pas par une lettre de démission, mais par une question honnête que l'on se pose à soi-même. »

## Ce que vous pouvez faire dès maintenant

Si vous vous reconnaissez dans plusieurs de ces points, cela ne signifie pas que vous devez démissionner demain. Cela signifie qu'il est temps de faire consciemment le point. Ces étapes vous y aideront :

- **Pendant deux semaines, notez** les activités qui vous donnent de l'énergie et celles qui vous en prennent.
- **Parlez avec des personnes** qui ont déjà emprunté le chemin que vous envisagez pour vous-même.
- **Clarifiez votre cadre** : quelles conditions financières et familiales doivent être réunies ?
- **Testez à petite échelle**, par exemple grâce à du bénévolat, une formation ou un projet parallèle.

Une reconversion professionnelle est rarement un grand saut unique ; c'est plutôt une série de petits pas bien réfléchis. Un coaching peut vous aider à y voir plus clair sur vos forces et vos valeurs, et à élaborer un plan réaliste, à votre rythme.`,
      zh: `很多人在说出口之前，早已隐约感觉到：工作中有些东西不对劲了。然而，要分辨这只是糟糕的一个月，还是真正的人生转折点，并不容易。在我的教练工作中，我一次又一次地看到相同的信号。以下五个迹象可以帮助您更坦诚地审视自己的处境。

## 1. 周日晚上总让您感到沉重

在新的一周开始前偶尔感到不安是正常的。但如果您在周日下午就已经内心紧绷、睡不好觉，甚至对周一心生畏惧，那么您的身体正在发出明确的信号。请留意这种感觉是否已经持续了数周甚至数月。

## 2. 您已经学不到新东西了

固定的日常带来安全感，但停滞不前会消磨动力。问问自己：我上一次学到新东西是什么时候？上一次真正让我感到挑战的任务是什么？如果您想不出答案，这就说明您的潜能正被闲置。

## 3. 您的价值观与雇主的价值观不再契合

人会改变，企业也会。也许如今可持续发展、家庭或自主权对您来说比十年前更加重要。如果您经常不得不支持自己并不认同的决定，内心就会产生冲突，长此以往会不断消耗您的精力。

## 4. 您羡慕别人的职业

羡慕是一种令人不适、却十分真实的情绪。观察一下，哪些职业或生活方式会让您心生向往。其中往往藏着一个您尚未向自己承认的愿望——比如更多的创造力、更多的责任或更多的自由。

## 5. 休息已经不够了

度假回来，两天后疲惫感又卷土重来？当休息不再奏效时，问题很少出在假期的长短，而在于工作本身。请在它演变为长期超负荷之前，认真对待这个信号。

> “改变并非始于一封辞职信，而是始于向自己提出的一个坦诚的问题。”

## 您现在可以做什么

如果您在其中几点中看到了自己，这并不意味着您明天就必须辞职。这意味着，是时候有意识地审视一下自己的现状了。以下步骤可以帮助您：

- **连续两周做记录**：哪些活动给您带来能量，哪些活动消耗您的能量。
- **与他人交流**：和已经走过您所设想道路的人聊一聊。
- **理清您的现实条件**：需要满足哪些经济和家庭方面的前提？
- **先小范围尝试**，例如通过志愿工作、进修课程或副业项目。

职业转型很少是一次性的巨大飞跃，而更像是一系列经过深思熟虑的小步骤。教练辅导可以帮助您更清楚地认识自己的优势和价值观，并按照您自己的节奏，制定切实可行的计划。`,
    },
    coverImage: null,
    coverImageAlt: {
      de: 'Eine Person steht an einer Weggabelung in einem herbstlichen Wald und blickt auf zwei Pfade, die in unterschiedliche Richtungen führen.',
      en: 'A person standing at a fork in an autumn forest, looking at two paths leading in different directions.',
      es: 'Una persona de pie en una bifurcación de un bosque otoñal, mirando dos senderos que llevan en direcciones distintas.',
      fr: 'Une personne debout à une bifurcation dans une forêt automnale, regardant deux sentiers qui partent dans des directions différentes.',
      zh: '一个人站在秋日森林的岔路口，望着通往不同方向的两条小路。',
    },
    authorName: 'Anna Weber',
    isFeatured: true,
    publishedAt: '2026-03-10T08:00:00.000Z',
  },
  {
    slug: 'resilienz-im-alltag-kleine-routinen',
    categorySlug: 'resilienz',
    title: {
      de: 'Resilienz im Alltag: Kleine Routinen mit großer Wirkung',
      en: 'Resilience in Everyday Life: Small Routines with a Big Impact',
      es: 'Resiliencia en el día a día: pequeñas rutinas con un gran efecto',
      fr: 'La résilience au quotidien : de petites routines aux grands effets',
      zh: '日常中的心理韧性：小习惯，大作用',
    },
    excerpt: {
      de: 'Resilienz lässt sich trainieren – nicht mit großen Vorsätzen, sondern mit kleinen Gewohnheiten. Fünf alltagstaugliche Routinen, die Ihnen helfen, auch in stressigen Phasen im Gleichgewicht zu bleiben.',
      en: 'Resilience can be trained – not with grand resolutions, but with small habits. Five practical routines that help you stay balanced even in stressful times.',
      es: 'La resiliencia se puede entrenar, no con grandes propósitos, sino con pequeños hábitos. Cinco rutinas fáciles de aplicar en el día a día que le ayudarán a mantener el equilibrio incluso en épocas de estrés.',
      fr: 'La résilience se travaille – non pas à coups de grandes résolutions, mais grâce à de petites habitudes. Cinq routines faciles à intégrer au quotidien pour garder votre équilibre, même dans les périodes de stress.',
      zh: '心理韧性是可以训练的——靠的不是宏大的决心，而是微小的习惯。五个易于融入日常的习惯，帮助您在压力时期也能保持平衡。',
    },
    content: {
      de: `Resilienz wird oft missverstanden. Es geht nicht darum, unverwundbar zu sein oder jede Belastung wegzulächeln. Resilienz beschreibt vielmehr die Fähigkeit, nach schwierigen Phasen wieder ins Gleichgewicht zu finden. Die gute Nachricht: Diese Fähigkeit lässt sich trainieren – und zwar nicht mit großen Lebensveränderungen, sondern mit kleinen, regelmäßigen Gewohnheiten.

## Warum kleine Routinen so wirksam sind

Unser Gehirn liebt Wiederholung. Was wir täglich tun, prägt unser Denken und Fühlen stärker als einzelne große Vorsätze. Kleine Routinen haben außerdem einen entscheidenden Vorteil: Sie sind auch an anstrengenden Tagen umsetzbar. Gerade dann, wenn der Stress am größten ist, brauchen wir Rituale, die uns Halt geben, ohne zusätzliche Kraft zu kosten.

## Fünf Routinen für mehr innere Stärke

1. **Der bewusste Start in den Tag**: Greifen Sie morgens nicht sofort zum Smartphone. Nehmen Sie sich stattdessen fünf Minuten, um ein Glas Wasser zu trinken, aus dem Fenster zu schauen und sich zu fragen: Was ist heute wirklich wichtig?
2. **Die Drei-Atemzüge-Pause**: Atmen Sie zwischen zwei Terminen oder vor einem schwierigen Gespräch dreimal tief und langsam aus. Das aktiviert den Parasympathikus und holt Sie aus dem Autopiloten.
3. **Bewegung in kleinen Dosen**: Ein zehnminütiger Spaziergang in der Mittagspause senkt nachweislich das Stressempfinden. Es muss kein Sportprogramm sein – Hauptsache, Sie kommen in Bewegung.
4. **Das Abendprotokoll**: Schreiben Sie vor dem Schlafengehen drei Dinge auf, die gut gelaufen sind. Dieses einfache Ritual lenkt Ihre Aufmerksamkeit auf Ressourcen statt auf Probleme.
5. **Eine feste Feierabendgrenze**: Legen Sie eine Uhrzeit fest, ab der Sie keine beruflichen Nachrichten mehr lesen. Ein klarer Übergang hilft Ihrem Kopf, wirklich abzuschalten.

> „Resilienz ist kein Schutzschild, das Belastungen abhält. Sie ist der Weg zurück zu sich selbst.“

## So bleiben Sie dran

Neue Gewohnheiten scheitern selten am Wissen, sondern an der Umsetzung. Diese Tipps erleichtern Ihnen den Einstieg:

- **Fangen Sie mit einer Routine an**, nicht mit allen fünf gleichzeitig.
- **Verknüpfen Sie die neue Gewohnheit** mit etwas, das Sie ohnehin tun – etwa die Atempause mit dem Kaffeekochen.
- **Seien Sie nachsichtig mit sich**: Ein ausgelassener Tag ist kein Scheitern. Entscheidend ist, dass Sie am nächsten Tag wieder anknüpfen.
- **Beobachten Sie die Wirkung**: Wie fühlen Sie sich nach zwei Wochen? Was hat sich verändert?

## Wann Unterstützung sinnvoll ist

Routinen sind ein wirksames Werkzeug, aber kein Allheilmittel. Wenn Sie merken, dass Sie dauerhaft erschöpft sind, schlecht schlafen oder sich kaum noch freuen können, sprechen Sie bitte mit Ihrer Hausärztin oder Ihrem Hausarzt. Coaching ersetzt keine medizinische oder psychotherapeutische Behandlung. Es kann Sie aber dabei unterstützen, Ihre persönlichen Stressmuster zu erkennen, Ihre Ressourcen zu stärken und Routinen zu finden, die wirklich zu Ihrem Leben passen.

Resilienz wächst Schritt für Schritt. Beginnen Sie heute mit einer kleinen Veränderung – Ihr zukünftiges Ich wird es Ihnen danken.`,
      en: `Resilience is often misunderstood. It is not about being invulnerable or smiling away every burden. Rather, resilience describes the ability to regain your balance after difficult periods. The good news: this ability can be trained – not through major life changes, but through small, regular habits.

## Why small routines are so effective

Our brain loves repetition. What we do every day shapes our thoughts and feelings more strongly than any single grand resolution. Small routines also have a decisive advantage: they remain manageable even on exhausting days. Precisely when stress is at its peak, we need rituals that give us stability without costing extra energy.

## Five routines for greater inner strength

1. **A mindful start to the day**: Don't reach for your smartphone first thing in the morning. Instead, take five minutes to drink a glass of water, look out of the window and ask yourself: What really matters today?
2. **The three-breath pause**: Between two appointments or before a difficult conversation, breathe out deeply and slowly three times. This activates the parasympathetic nervous system and takes you off autopilot.
3. **Movement in small doses**: A ten-minute walk during your lunch break has been shown to reduce perceived stress. It doesn't have to be a workout – what matters is that you get moving.
4. **The evening log**: Before going to bed, write down three things that went well. This simple ritual shifts your attention towards resources rather than problems.
5. **A fixed end to the workday**: Set a time after which you no longer read work messages. A clear transition helps your mind to truly switch off.

> "Resilience is not a shield that keeps stress away. It is the path back to yourself."

## How to stick with it

New habits rarely fail for lack of knowledge – they fail in the doing. These tips make it easier to get started:

- **Start with one routine**, not all five at once.
- **Link the new habit** to something you already do – for example, the breathing pause to making coffee.
- **Be kind to yourself**: A missed day is not a failure. What counts is picking up again the next day.
- **Observe the effect**: How do you feel after two weeks? What has changed?

## When support makes sense

Routines are an effective tool, but not a cure-all. If you notice that you are constantly exhausted, sleeping poorly or barely able to feel joy anymore, please speak to your GP. Coaching does not replace medical or psychotherapeutic treatment. It can, however, help you recognise your personal stress patterns, strengthen your resources and find routines that truly fit your life.

Resilience grows step by step. Start today with one small change – your future self will thank you.`,
      es: `La resiliencia a menudo se malinterpreta. No se trata de ser invulnerable ni de afrontar cada dificultad con una sonrisa. La resiliencia describe más bien la capacidad de recuperar el equilibrio después de etapas difíciles. La buena noticia: esta capacidad se puede entrenar, y no con grandes cambios vitales, sino con pequeños hábitos regulares.

## Por qué las pequeñas rutinas son tan eficaces

A nuestro cerebro le encanta la repetición. Lo que hacemos a diario moldea nuestra forma de pensar y de sentir con más fuerza que cualquier gran propósito aislado. Además, las pequeñas rutinas tienen una ventaja decisiva: pueden mantenerse incluso en los días más agotadores. Precisamente cuando el estrés es mayor, necesitamos rituales que nos den estabilidad sin exigirnos un esfuerzo adicional.

## Cinco rutinas para una mayor fortaleza interior

1. **Un comienzo consciente del día**: No mire el móvil nada más despertarse. En su lugar, dedique cinco minutos a beber un vaso de agua, mirar por la ventana y preguntarse: ¿Qué es realmente importante hoy?
2. **La pausa de tres respiraciones**: Entre dos citas o antes de una conversación difícil, espire profunda y lentamente tres veces. Esto activa el sistema nervioso parasimpático y le saca del piloto automático.
3. **Movimiento en pequeñas dosis**: Está demostrado que un paseo de diez minutos durante la pausa del mediodía reduce la sensación de estrés. No hace falta un programa deportivo: lo importante es ponerse en movimiento.
4. **El registro nocturno**: Antes de acostarse, anote tres cosas que hayan salido bien. Este sencillo ritual dirige su atención hacia los recursos en lugar de hacia los problemas.
5. **Un límite fijo al final de la jornada**: Establezca una hora a partir de la cual ya no leerá mensajes de trabajo. Una transición clara ayuda a su mente a desconectar de verdad.

> «La resiliencia no es un escudo que mantiene alejadas las dificultades. Es el camino de vuelta hacia uno mismo.»

## Cómo mantener la constancia

Los nuevos hábitos rara vez fracasan por falta de conocimiento, sino en la puesta en práctica. Estos consejos le facilitarán el comienzo:

- **Empiece con una sola rutina**, no con las cinco a la vez.
- **Vincule el nuevo hábito** a algo que ya hace, por ejemplo, la pausa de respiración a la preparación del café.
- **Sea indulgente consigo mismo**: Un día sin practicar no es un fracaso. Lo decisivo es retomarlo al día siguiente.
- **Observe el efecto**: ¿Cómo se siente después de dos semanas? ¿Qué ha cambiado?

## Cuándo tiene sentido buscar apoyo

Las rutinas son una herramienta eficaz, pero no una solución milagrosa. Si nota que está agotado de forma permanente, duerme mal o apenas puede disfrutar de las cosas, hable con su médico de cabecera. El coaching no sustituye un tratamiento médico ni psicoterapéutico. Sin embargo, puede ayudarle a reconocer sus patrones personales de estrés, fortalecer sus recursos y encontrar rutinas que realmente encajen con su vida.

La resiliencia crece paso a paso. Empiece hoy con un pequeño cambio: su yo del futuro se lo agradecerá.`,
      fr: `La résilience est souvent mal comprise. Il ne s'agit pas d'être invulnérable ni d'encaisser chaque difficulté avec le sourire. La résilience désigne plutôt la capacité à retrouver son équilibre après des périodes difficiles. Bonne nouvelle : cette capacité se travaille – non pas par de grands bouleversements, mais par de petites habitudes régulières.

## Pourquoi les petites routines sont si efficaces

Notre cerveau adore la répétition. Ce que nous faisons chaque jour façonne nos pensées et nos émotions plus fortement que n'importe quelle grande résolution isolée. Les petites routines présentent en outre un avantage décisif : elles restent réalisables même les jours éprouvants. C'est justement lorsque le stress est à son comble que nous avons besoin de rituels qui nous ancrent sans nous coûter d'énergie supplémentaire.

## Cinq routines pour plus de force intérieure

1. **Un début de journée conscient** : ne prenez pas votre smartphone dès le réveil. Accordez-vous plutôt cinq minutes pour boire un verre d'eau, regarder par la fenêtre et vous demander : qu'est-ce qui compte vraiment aujourd'hui ?
2. **La pause des trois respirations** : entre deux rendez-vous ou avant une conversation difficile, expirez profondément et lentement trois fois. Cela active le système nerveux parasympathique et vous sort du pilote automatique.
3. **Du mouvement à petites doses** : une promenade de dix minutes pendant la pause déjeuner réduit de manière avérée la sensation de stress. Pas besoin d'un programme sportif – l'essentiel est de bouger.
4. **Le journal du soir** : avant de vous coucher, notez trois choses qui se sont bien passées. Ce rituel simple oriente votre attention vers vos ressources plutôt que vers vos problèmes.
5. **Une limite fixe en fin de journée** : fixez une heure à partir de laquelle vous ne lisez plus de messages professionnels. Une transition claire aide votre esprit à vraiment décrocher.

> « La résilience n'est pas un bouclier qui tient les difficultés à distance. C'est le chemin qui nous ramène à nous-mêmes. »

## Comment tenir sur la durée

Les nouvelles habitudes échouent rarement par manque de connaissances, mais plutôt dans leur mise en pratique. Ces conseils vous faciliteront les débuts :

- **Commencez par une seule routine**, pas par les cinq à la fois.
- **Associez la nouvelle habitude** à quelque chose que vous faites déjà – par exemple la pause respiration à la préparation du café.
- **Soyez bienveillant(e) envers vous-même** : un jour manqué n'est pas un échec. L'important est de reprendre le lendemain.
- **Observez les effets** : comment vous sentez-vous au bout de deux semaines ? Qu'est-ce qui a changé ?

## Quand un accompagnement est utile

Les routines sont un outil efficace, mais pas une solution miracle. Si vous constatez que vous êtes épuisé(e) en permanence, que vous dormez mal ou que vous n'éprouvez presque plus de joie, parlez-en à votre médecin traitant. Le coaching ne remplace pas un traitement médical ou psychothérapeutique. Il peut toutefois vous aider à identifier vos schémas de stress personnels, à renforcer vos ressources et à trouver des routines qui correspondent vraiment à votre vie.

La résilience se construit pas à pas. Commencez dès aujourd'hui par un petit changement – vous vous en remercierez plus tard.`,
      zh: `心理韧性常常被误解。它并不意味着刀枪不入，也不是对每一种压力都一笑置之。确切地说，心理韧性指的是在经历困难时期之后重新找回平衡的能力。好消息是：这种能力是可以训练的——不需要翻天覆地的生活改变，只需要一些规律的小习惯。

## 为什么小习惯如此有效

我们的大脑喜欢重复。我们每天所做的事情，对思维和情绪的塑造远远超过任何一次宏大的决心。此外，小习惯还有一个关键优势：即使在疲惫不堪的日子里也能坚持。恰恰是在压力最大的时候，我们最需要那些能给予我们支撑、又不额外消耗精力的仪式。

## 增强内在力量的五个习惯

1. **有意识地开启新的一天**：早上醒来不要立刻拿起手机。相反，花五分钟喝一杯水，看看窗外，并问问自己：今天真正重要的是什么？
2. **三次呼吸暂停**：在两个约会之间，或在一次艰难的谈话之前，深深地、缓慢地呼气三次。这会激活副交感神经系统，让您跳出“自动驾驶”模式。
3. **少量多次地活动身体**：研究表明，午休时散步十分钟就能明显降低压力感。不一定要正式锻炼——重要的是让身体动起来。
4. **睡前记录**：睡觉前写下今天进展顺利的三件事。这个简单的仪式能把您的注意力从问题转向资源。
5. **固定的下班界限**：设定一个时间点，过了这个时间就不再查看工作消息。清晰的过渡能帮助您的大脑真正放松下来。

> “心理韧性不是一面抵挡压力的盾牌，而是一条回归自我的道路。”

## 如何坚持下去

新习惯很少因为缺乏知识而失败，而往往败在执行上。以下建议能让您更轻松地开始：

- **从一个习惯开始**，而不是同时开始全部五个。
- **把新习惯与您已经在做的事情联系起来**——例如，在煮咖啡时进行呼吸暂停。
- **对自己宽容一些**：漏掉一天并不是失败。关键在于第二天继续坚持。
- **观察效果**：两周后您感觉如何？有哪些变化？

## 什么时候需要寻求支持

习惯是有效的工具，但并非万能良药。如果您发现自己长期疲惫、睡眠不佳，或几乎感受不到快乐，请向您的家庭医生咨询。教练辅导不能替代医学或心理治疗。但它可以帮助您识别个人的压力模式，增强自身资源，并找到真正适合您生活的习惯。

心理韧性是一步一步成长起来的。今天就从一个小改变开始吧——未来的您会感谢现在的自己。`,
    },
    coverImage: null,
    coverImageAlt: {
      de: 'Eine dampfende Tasse Tee neben einem aufgeschlagenen Notizbuch auf einem Holztisch am Fenster, durch das die Morgensonne fällt.',
      en: 'A steaming cup of tea next to an open notebook on a wooden table by a window, with morning sunlight streaming in.',
      es: 'Una taza de té humeante junto a un cuaderno abierto sobre una mesa de madera, al lado de una ventana por la que entra el sol de la mañana.',
      fr: "Une tasse de thé fumante à côté d'un carnet ouvert sur une table en bois, près d'une fenêtre baignée par le soleil du matin.",
      zh: '窗边的木桌上，一杯冒着热气的茶放在一本摊开的笔记本旁，清晨的阳光洒落进来。',
    },
    authorName: 'Anna Weber',
    isFeatured: true,
    publishedAt: '2026-05-19T08:00:00.000Z',
  },
  {
    slug: 'die-kunst-nein-zu-sagen',
    categorySlug: 'persoenlichkeit',
    title: {
      de: 'Die Kunst, Nein zu sagen',
      en: 'The Art of Saying No',
      es: 'El arte de decir que no',
      fr: "L'art de dire non",
      zh: '学会说“不”的艺术',
    },
    excerpt: {
      de: 'Wer nie Nein sagt, verliert den Kontakt zu den eigenen Bedürfnissen. Erfahren Sie, warum es so schwerfällt, Grenzen zu setzen, und wie Sie in vier Schritten freundlich, aber klar ablehnen.',
      en: 'Those who never say no lose touch with their own needs. Find out why setting boundaries is so difficult and how to decline kindly but clearly in four steps.',
      es: 'Quien nunca dice que no pierde el contacto con sus propias necesidades. Descubra por qué cuesta tanto poner límites y cómo rechazar algo de forma amable pero clara en cuatro pasos.',
      fr: 'Qui ne dit jamais non perd le contact avec ses propres besoins. Découvrez pourquoi il est si difficile de poser des limites et comment refuser avec gentillesse mais fermeté, en quatre étapes.',
      zh: '从不拒绝的人，会逐渐与自己的需求失去联系。了解为什么设立界限如此困难，以及如何通过四个步骤友善而清晰地说“不”。',
    },
    content: {
      de: `Ja zu sagen fällt den meisten Menschen leicht. Ja zur zusätzlichen Aufgabe im Team, Ja zur Umzugshilfe am Wochenende, Ja zum dritten Ehrenamt. Doch jedes Ja zu anderen ist auch ein Nein zu etwas anderem – oft zu unserer eigenen Zeit, Energie und Gesundheit. Wer nicht Nein sagen kann, verliert auf Dauer den Kontakt zu den eigenen Bedürfnissen.

## Warum uns das Nein so schwerfällt

Hinter der Schwierigkeit, Grenzen zu setzen, stecken meist nachvollziehbare Gründe:

- **Der Wunsch nach Zugehörigkeit**: Wir möchten gemocht werden und fürchten, andere zu enttäuschen.
- **Verinnerlichte Glaubenssätze** wie „Ich muss immer hilfsbereit sein“ oder „Nur wer viel leistet, ist etwas wert“.
- **Die Angst vor Konflikten**: Ein Ja erscheint kurzfristig bequemer als eine unangenehme Diskussion.
- **Fehlende Übung**: Viele von uns haben schlicht nie gelernt, wie ein freundliches, aber klares Nein klingt.

Diese Muster zu erkennen, ist der erste Schritt. Sie sind nicht falsch – aber sie sollten Ihre Entscheidungen nicht automatisch bestimmen.

## Ein Nein ist keine Ablehnung der Person

Ein wichtiger Perspektivwechsel: Wenn Sie eine Bitte ablehnen, lehnen Sie nicht den Menschen ab, der sie äußert. Sie treffen eine Entscheidung über Ihre Zeit und Ihre Prioritäten. Die meisten Menschen respektieren ein ehrliches Nein weit mehr als ein widerwilliges Ja, dem man die Unlust deutlich anmerkt.

> „Ein klares Nein ist freundlicher als ein halbherziges Ja.“

## In vier Schritten zum souveränen Nein

1. **Verschaffen Sie sich Bedenkzeit**: Sie müssen nicht sofort antworten. Ein „Ich schaue in meinen Kalender und melde mich morgen“ gibt Ihnen Raum, in Ruhe abzuwägen.
2. **Prüfen Sie Ihre Motivation**: Würde ich Ja sagen, weil ich es möchte – oder weil ich mich verpflichtet fühle?
3. **Formulieren Sie klar und wertschätzend**: „Vielen Dank für die Anfrage. Diesmal muss ich leider absagen.“ Eine lange Rechtfertigung ist nicht nötig.
4. **Bieten Sie bei Bedarf eine Alternative an**: „Diese Woche schaffe ich es nicht, aber nächsten Dienstag hätte ich eine Stunde Zeit.“ So zeigen Sie Entgegenkommen, ohne sich zu übernehmen.

## Mit dem schlechten Gewissen umgehen

Gerade am Anfang fühlt sich ein Nein oft unangenehm an. Das ist normal und kein Zeichen dafür, dass Sie etwas falsch gemacht haben. Das schlechte Gewissen ist vielmehr ein alter Reflex, der mit der Zeit schwächer wird. Beginnen Sie mit kleinen Situationen, in denen wenig auf dem Spiel steht, und beobachten Sie, was passiert. Meist reagiert Ihr Gegenüber deutlich gelassener, als Sie befürchtet haben.

## Mehr Raum für das, was zählt

Nein zu sagen ist kein Egoismus, sondern Selbstfürsorge. Jedes bewusste Nein schafft Raum für ein ehrliches Ja – zu Ihren Zielen, Ihren Beziehungen und Ihrer Erholung. Im Coaching arbeiten wir gemeinsam daran, Ihre persönlichen Grenzen zu erkennen und sie selbstbewusst zu vertreten, im Beruf wie im Privatleben.`,
      en: `Saying yes comes easily to most people. Yes to the extra task in the team, yes to helping someone move house at the weekend, yes to the third volunteer role. But every yes to others is also a no to something else – often to our own time, energy and health. Those who cannot say no gradually lose touch with their own needs.

## Why saying no is so hard

The difficulty of setting boundaries usually has understandable causes:

- **The desire to belong**: We want to be liked and are afraid of disappointing others.
- **Internalised beliefs** such as "I must always be helpful" or "Only those who achieve a lot are worth something".
- **Fear of conflict**: In the short term, a yes seems more comfortable than an unpleasant discussion.
- **Lack of practice**: Many of us simply never learned what a friendly but clear no sounds like.

Recognising these patterns is the first step. They are not wrong – but they should not automatically determine your decisions.

## A no is not a rejection of the person

An important shift in perspective: When you turn down a request, you are not rejecting the person who makes it. You are making a decision about your time and your priorities. Most people respect an honest no far more than a reluctant yes whose lack of enthusiasm is plain to see.

> "A clear no is kinder than a half-hearted yes."

## Four steps to a confident no

1. **Give yourself time to think**: You don't have to answer right away. Saying "Let me check my calendar and get back to you tomorrow" gives you space to weigh things up calmly.
2. **Check your motivation**: Would I say yes because I want to – or because I feel obliged?
3. **Be clear and appreciative**: "Thank you very much for asking. Unfortunately, I have to decline this time." A lengthy justification is not necessary.
4. **Offer an alternative if appropriate**: "I can't manage it this week, but I'd have an hour next Tuesday." This way, you show goodwill without overcommitting.

## Dealing with a guilty conscience

Especially at the beginning, saying no often feels uncomfortable. That is normal and not a sign that you have done something wrong. A guilty conscience is more of an old reflex that weakens over time. Start with small situations where little is at stake and observe what happens. Usually, the other person reacts far more calmly than you feared.

## More room for what matters

Saying no is not selfishness; it is self-care. Every conscious no creates room for an honest yes – to your goals, your relationships and your rest. In coaching, we work together to identify your personal boundaries and to stand up for them with confidence, both at work and in your private life.`,
      es: `A la mayoría de las personas les resulta fácil decir que sí. Sí a la tarea adicional en el equipo, sí a ayudar con una mudanza el fin de semana, sí al tercer voluntariado. Pero cada sí a los demás es también un no a otra cosa, a menudo a nuestro propio tiempo, a nuestra energía y a nuestra salud. Quien no sabe decir que no acaba perdiendo el contacto con sus propias necesidades.

## Por qué nos cuesta tanto decir que no

Detrás de la dificultad para poner límites suele haber razones comprensibles:

- **El deseo de pertenencia**: Queremos caer bien y tememos decepcionar a los demás.
- **Creencias interiorizadas** como «Siempre tengo que estar dispuesto a ayudar» o «Solo vale quien rinde mucho».
- **El miedo al conflicto**: A corto plazo, un sí parece más cómodo que una discusión desagradable.
- **La falta de práctica**: Muchos de nosotros simplemente nunca aprendimos cómo suena un no amable pero claro.

Reconocer estos patrones es el primer paso. No son erróneos, pero no deberían determinar automáticamente sus decisiones.

## Decir que no no es rechazar a la persona

Un cambio de perspectiva importante: cuando rechaza una petición, no está rechazando a la persona que la hace. Está tomando una decisión sobre su tiempo y sus prioridades. La mayoría de la gente respeta mucho más un no sincero que un sí a regañadientes en el que se nota la desgana.

> «Un no claro es más amable que un sí a medias.»

## Cuatro pasos para decir que no con seguridad

1. **Tómese tiempo para pensarlo**: No tiene que responder de inmediato. Un «Miro mi agenda y le digo algo mañana» le da margen para sopesarlo con calma.
2. **Examine su motivación**: ¿Diría que sí porque quiero o porque me siento obligado?
3. **Exprésese con claridad y aprecio**: «Muchas gracias por pensar en mí. Esta vez, lamentablemente, tengo que decir que no.» No hace falta una larga justificación.
4. **Ofrezca una alternativa si procede**: «Esta semana no me es posible, pero el martes que viene tendría una hora libre.» Así muestra buena disposición sin sobrecargarse.

## Cómo gestionar la mala conciencia

Sobre todo al principio, decir que no suele resultar incómodo. Es normal y no significa que haya hecho algo mal. La mala conciencia es más bien un viejo reflejo que se va debilitando con el tiempo. Empiece por situaciones pequeñas en las que haya poco en juego y observe lo que ocurre. Por lo general, la otra persona reacciona con mucha más tranquilidad de lo que usted temía.

## Más espacio para lo que importa

Decir que no no es egoísmo, sino autocuidado. Cada no consciente crea espacio para un sí sincero: a sus objetivos, a sus relaciones y a su descanso. En el coaching trabajamos juntos para identificar sus límites personales y defenderlos con seguridad, tanto en el trabajo como en la vida privada.`,
      fr: `Dire oui est facile pour la plupart d'entre nous. Oui à la tâche supplémentaire dans l'équipe, oui pour aider à un déménagement le week-end, oui au troisième engagement bénévole. Mais chaque oui aux autres est aussi un non à autre chose – souvent à notre propre temps, à notre énergie et à notre santé. Celui qui ne sait pas dire non finit par perdre le contact avec ses propres besoins.

## Pourquoi il est si difficile de dire non

La difficulté à poser des limites repose généralement sur des raisons compréhensibles :

- **Le besoin d'appartenance** : nous voulons être appréciés et craignons de décevoir les autres.
- **Des croyances intériorisées** comme « Je dois toujours être serviable » ou « Seul celui qui en fait beaucoup a de la valeur ».
- **La peur du conflit** : à court terme, un oui paraît plus confortable qu'une discussion désagréable.
- **Le manque d'entraînement** : beaucoup d'entre nous n'ont tout simplement jamais appris à quoi ressemble un non aimable mais clair.

Reconnaître ces schémas est la première étape. Ils ne sont pas mauvais en soi – mais ils ne devraient pas dicter automatiquement vos décisions.

## Dire non, ce n'est pas rejeter la personne

Un changement de perspective essentiel : lorsque vous déclinez une demande, vous ne rejetez pas la personne qui la formule. Vous prenez une décision concernant votre temps et vos priorités. La plupart des gens respectent bien davantage un non sincère qu'un oui réticent dont on perçoit le manque d'envie.

> « Un non clair est plus bienveillant qu'un oui à moitié. »

## Quatre étapes pour dire non avec assurance

1. **Accordez-vous un temps de réflexion** : vous n'êtes pas obligé(e) de répondre immédiatement. Un « Je regarde mon agenda et je reviens vers vous demain » vous laisse l'espace nécessaire pour peser le pour et le contre en toute sérénité.
2. **Interrogez votre motivation** : dirais-je oui parce que j'en ai envie – ou parce que je me sens obligé(e) ?
3. **Formulez votre réponse avec clarté et bienveillance** : « Merci beaucoup d'avoir pensé à moi. Cette fois, je dois malheureusement refuser. » Une longue justification n'est pas nécessaire.
4. **Proposez une alternative si besoin** : « Cette semaine, ce n'est pas possible, mais mardi prochain, j'aurais une heure de libre. » Vous montrez ainsi votre bonne volonté sans vous surcharger.

## Gérer la mauvaise conscience

Surtout au début, dire non est souvent inconfortable. C'est normal et ce n'est pas le signe que vous avez mal agi. La mauvaise conscience est plutôt un vieux réflexe qui s'atténue avec le temps. Commencez par de petites situations où l'enjeu est faible et observez ce qui se passe. Le plus souvent, votre interlocuteur réagit bien plus sereinement que vous ne le craigniez.

## Plus de place pour l'essentiel

Dire non n'est pas de l'égoïsme, mais une forme de bienveillance envers soi-même. Chaque non conscient fait de la place pour un oui sincère – à vos objectifs, à vos relations et à votre repos. En coaching, nous travaillons ensemble à identifier vos limites personnelles et à les affirmer avec assurance, au travail comme dans votre vie privée.`,
      zh: `对大多数人来说，说“好”很容易。答应团队里额外的任务，答应周末帮人搬家，答应承担第三份志愿工作。然而，每一次对别人说“好”，同时也是对其他事情说“不”——往往是对我们自己的时间、精力和健康说“不”。不会拒绝的人，久而久之会与自己的真实需求失去联系。

## 为什么说“不”这么难

难以设立界限的背后，通常有可以理解的原因：

- **渴望归属感**：我们希望被喜欢，害怕让别人失望。
- **内化的信念**，例如“我必须随时乐于助人”或“只有付出很多的人才有价值”。
- **害怕冲突**：从短期来看，说“好”似乎比一场不愉快的讨论更轻松。
- **缺乏练习**：我们中的许多人从未学过，一个友善而清晰的“不”听起来是什么样子。

认识到这些模式是第一步。它们本身没有错——但不应该自动左右您的决定。

## 拒绝请求不等于拒绝这个人

一个重要的视角转换：当您拒绝一个请求时，您拒绝的并不是提出请求的那个人。您只是在就自己的时间和优先事项做出决定。比起一个勉强的、明显不情愿的“好”，大多数人会更加尊重一个真诚的“不”。

> “一个清晰的‘不’，比一个敷衍的‘好’更友善。”

## 四步学会从容地说“不”

1. **给自己留出思考时间**：您不必立刻回答。一句“我先看看日程，明天回复您”，就能给您留出冷静权衡的空间。
2. **审视自己的动机**：我答应是因为我想做，还是因为我觉得有义务？
3. **表达清晰且体现尊重**：“非常感谢您想到我。很遗憾，这次我只能拒绝了。”无需冗长的解释。
4. **必要时提供替代方案**：“这周我实在抽不出时间，但下周二我可以空出一个小时。”这样既表现出您的善意，又不会让自己负担过重。

## 如何面对内疚感

尤其是在一开始，说“不”往往会让人感到不自在。这很正常，并不代表您做错了什么。内疚感更像是一种旧有的条件反射，会随着时间慢慢减弱。从风险较小的小事开始练习，观察会发生什么。通常，对方的反应会比您担心的平静得多。

## 为真正重要的事留出空间

说“不”不是自私，而是自我关怀。每一个有意识的“不”，都会为一个真诚的“好”腾出空间——对您的目标、您的人际关系以及您的休息说“好”。在教练辅导中，我们将一起识别您的个人界限，并帮助您在工作和生活中自信地坚守这些界限。`,
    },
    coverImage: null,
    coverImageAlt: {
      de: 'Eine Frau hebt in einem hellen Besprechungsraum freundlich, aber bestimmt die offene Hand und lächelt dabei ihr Gegenüber an.',
      en: 'In a bright meeting room, a woman raises her open hand in a friendly but firm gesture while smiling at the person opposite her.',
      es: 'En una sala de reuniones luminosa, una mujer levanta la palma de la mano con un gesto amable pero firme mientras sonríe a la persona que tiene enfrente.',
      fr: "Dans une salle de réunion lumineuse, une femme lève la main ouverte dans un geste aimable mais ferme, tout en souriant à la personne en face d'elle.",
      zh: '在明亮的会议室里，一位女士面带微笑地望着对面的人，友善而坚定地举起张开的手掌。',
    },
    authorName: 'Anna Weber',
    isFeatured: false,
    publishedAt: '2026-07-14T08:00:00.000Z',
  },
];

export const careerCategories: SeedCategory[] = [
  {
    slug: 'coaching',
    name: {
      de: 'Coaching',
      en: 'Coaching',
      es: 'Coaching',
      fr: 'Coaching',
      zh: '教练辅导',
    },
    order: 1,
  },
  {
    slug: 'organisation',
    name: {
      de: 'Organisation & Verwaltung',
      en: 'Organisation & Administration',
      es: 'Organización y administración',
      fr: 'Organisation et administration',
      zh: '组织与行政',
    },
    order: 2,
  },
];

export const careerPosts: SeedCareerPost[] = [
  {
    slug: 'systemischer-coach-honorarbasis',
    categorySlug: 'coaching',
    title: {
      de: 'Systemischer Coach (m/w/d) auf Honorarbasis',
      en: 'Systemic Coach (m/f/d), Freelance',
      es: 'Coach sistémico (h/m/d) como autónomo',
      fr: 'Coach systémique (h/f/d) en freelance',
      zh: '系统式教练（性别不限），自由职业',
    },
    summary: {
      de: 'Sie begleiten Menschen in beruflichen und persönlichen Veränderungsprozessen – flexibel, überwiegend remote und eingebunden in ein engagiertes Team in Berlin.',
      en: 'Support people through professional and personal change – flexibly, mostly remotely and as part of a committed team in Berlin.',
      es: 'Acompañe a personas en procesos de cambio profesional y personal, con flexibilidad, mayoritariamente en remoto y como parte de un equipo comprometido en Berlín.',
      fr: "Accompagnez des personnes dans leurs processus de changement professionnel et personnel – en toute flexibilité, principalement à distance et au sein d'une équipe engagée à Berlin.",
      zh: '陪伴客户走过职业与个人的转变过程——时间灵活，以远程工作为主，并与柏林一支充满热情的团队紧密合作。',
    },
    content: {
      de: `## Über uns

Wegweiser Coaching begleitet Menschen in beruflichen und persönlichen Veränderungsprozessen – in unserer Praxis in Berlin und online im gesamten deutschsprachigen Raum. Gegründet von Anna Weber, steht unsere Arbeit für einen wertschätzenden, lösungsorientierten und wissenschaftlich fundierten Ansatz. Da die Nachfrage stetig wächst, möchten wir unser Team um eine erfahrene Persönlichkeit erweitern.

## Ihre Aufgaben

- Sie führen eigenständig Einzelcoachings zu Themen wie beruflicher Neuorientierung, Stressbewältigung und Persönlichkeitsentwicklung durch – online oder in unseren Räumen in Berlin.
- Sie führen Erstgespräche und klären gemeinsam mit Klientinnen und Klienten Anliegen, Ziele und Rahmen.
- Sie wirken bei der Konzeption und Durchführung von Workshops und Gruppenformaten mit.
- Sie dokumentieren Ihre Sitzungen datenschutzkonform in unseren digitalen Systemen.
- Sie nehmen an regelmäßigen Intervisionen und kollegialen Fallbesprechungen teil.

## Ihr Profil

- Abgeschlossene Ausbildung zum systemischen Coach (z. B. nach den Standards der DGSF, des DBVC oder vergleichbar)
- Mindestens drei Jahre Erfahrung in der Arbeit mit Einzelklientinnen und -klienten
- Idealerweise ein Studium der Psychologie, Pädagogik oder Sozialwissenschaften oder Berufserfahrung im Personalwesen
- Sicherer Umgang mit Videokonferenz-Tools und digitalen Kalendern
- Verhandlungssichere Deutschkenntnisse; Englischkenntnisse sind von Vorteil
- Empathie, Verlässlichkeit und die Bereitschaft zur kontinuierlichen Selbstreflexion

## Wir bieten

- Eine faire, transparente Vergütung auf Honorarbasis
- Freie Zeiteinteilung und die Möglichkeit, überwiegend remote zu arbeiten
- Nutzung unserer hellen Coachingräume in Berlin nach Absprache
- Regelmäßige Supervision und fachlichen Austausch im Team
- Übernahme von Akquise, Terminverwaltung und Abrechnung durch unsere Praxisorganisation
- Ein wertschätzendes Miteinander und Raum für eigene Ideen

## Bewerbung

Klingt das nach Ihnen? Dann freuen wir uns auf Ihre Nachricht über unsere Kontaktseite. Bitte senden Sie uns eine kurze Vorstellung, Ihren Lebenslauf, Nachweise über Ihre Coaching-Ausbildung sowie Ihre Honorarvorstellung. Alternativ erreichen Sie uns per E-Mail an kontakt@wegweiser-coaching.example. Wir melden uns innerhalb von zwei Wochen bei Ihnen.`,
      en: `## About us

Wegweiser Coaching supports people through professional and personal change – in our practice in Berlin and online throughout the German-speaking region. Founded by Anna Weber, our work stands for an appreciative, solution-focused and evidence-based approach. As demand continues to grow, we would like to expand our team with an experienced professional.

## Your responsibilities

- You independently conduct one-to-one coaching sessions on topics such as career reorientation, stress management and personal development – online or in our rooms in Berlin.
- You hold initial consultations and clarify concerns, goals and the coaching framework together with clients.
- You help design and deliver workshops and group formats.
- You document your sessions in our digital systems in compliance with data protection regulations.
- You take part in regular peer supervision and case discussions.

## Your profile

- Completed training as a systemic coach (e.g. in line with the standards of the DGSF, the DBVC or equivalent)
- At least three years of experience working with individual clients
- Ideally a degree in psychology, education or the social sciences, or professional experience in human resources
- Confident use of video conferencing tools and digital calendars
- Business-fluent German; English is an advantage
- Empathy, reliability and a commitment to ongoing self-reflection

## What we offer

- Fair, transparent remuneration on a freelance basis
- Flexible working hours and the option to work mostly remotely
- Use of our bright coaching rooms in Berlin by arrangement
- Regular supervision and professional exchange within the team
- Client acquisition, scheduling and invoicing handled by our practice administration
- A respectful working culture with room for your own ideas

## How to apply

Does this sound like you? Then we look forward to hearing from you via our contact page. Please send us a short introduction, your CV, proof of your coaching qualification and your fee expectations. Alternatively, you can reach us by email at kontakt@wegweiser-coaching.example. We will get back to you within two weeks.`,
      es: `## Sobre nosotros

Wegweiser Coaching acompaña a personas en procesos de cambio profesional y personal, tanto en nuestra consulta de Berlín como online en todo el ámbito germanohablante. Fundada por Anna Weber, nuestra labor se basa en un enfoque respetuoso, orientado a soluciones y con fundamento científico. Como la demanda no deja de crecer, queremos ampliar nuestro equipo con una persona con experiencia.

## Sus funciones

- Realizará de forma autónoma sesiones de coaching individual sobre temas como la reorientación profesional, la gestión del estrés y el desarrollo personal, online o en nuestras instalaciones de Berlín.
- Llevará a cabo entrevistas iniciales y aclarará junto con los clientes sus inquietudes, sus objetivos y el marco de trabajo.
- Colaborará en el diseño y la realización de talleres y formatos grupales.
- Documentará sus sesiones en nuestros sistemas digitales conforme a la normativa de protección de datos.
- Participará en intervisiones periódicas y en análisis de casos entre colegas.

## Su perfil

- Formación completa como coach sistémico (p. ej., según los estándares de la DGSF, la DBVC o equivalentes)
- Al menos tres años de experiencia en el trabajo con clientes individuales
- Idealmente, estudios de Psicología, Pedagogía o Ciencias Sociales, o experiencia profesional en recursos humanos
- Manejo seguro de herramientas de videoconferencia y calendarios digitales
- Dominio del alemán a nivel profesional; se valorarán los conocimientos de inglés
- Empatía, fiabilidad y disposición a la autorreflexión continua

## Qué ofrecemos

- Una remuneración justa y transparente como profesional autónomo
- Libertad para organizar su horario y posibilidad de trabajar mayoritariamente en remoto
- Uso de nuestras luminosas salas de coaching en Berlín, previo acuerdo
- Supervisión periódica e intercambio profesional en el equipo
- Nuestra administración se encarga de la captación de clientes, la gestión de citas y la facturación
- Un trato respetuoso y espacio para sus propias ideas

## Candidatura

¿Se reconoce en este perfil? Entonces esperamos su mensaje a través de nuestra página de contacto. Envíenos una breve presentación, su currículum, los certificados de su formación en coaching y sus expectativas de honorarios. También puede escribirnos a kontakt@wegweiser-coaching.example. Le responderemos en un plazo de dos semanas.`,
      fr: `## À propos de nous

Wegweiser Coaching accompagne des personnes dans leurs processus de changement professionnel et personnel – dans notre cabinet à Berlin et en ligne dans l'ensemble des pays germanophones. Fondé par Anna Weber, notre cabinet repose sur une approche bienveillante, orientée solutions et scientifiquement fondée. Face à une demande en constante augmentation, nous souhaitons agrandir notre équipe en accueillant une personne expérimentée.

## Vos missions

- Vous menez en toute autonomie des séances de coaching individuel sur des thèmes tels que la reconversion professionnelle, la gestion du stress et le développement personnel – en ligne ou dans nos locaux à Berlin.
- Vous conduisez les entretiens préalables et clarifiez avec les client(e)s leurs demandes, leurs objectifs et le cadre de l'accompagnement.
- Vous participez à la conception et à l'animation d'ateliers et de formats de groupe.
- Vous documentez vos séances dans nos outils numériques, dans le respect de la protection des données.
- Vous participez régulièrement à des séances d'intervision et d'analyse de cas entre pairs.

## Votre profil

- Formation de coach systémique achevée (par exemple selon les standards de la DGSF, de la DBVC ou équivalent)
- Au moins trois ans d'expérience dans l'accompagnement individuel
- Idéalement, des études en psychologie, en sciences de l'éducation ou en sciences sociales, ou une expérience professionnelle dans les ressources humaines
- Aisance avec les outils de visioconférence et les agendas numériques
- Maîtrise de l'allemand à un niveau professionnel ; l'anglais est un atout
- Empathie, fiabilité et goût pour l'autoréflexion continue

## Ce que nous offrons

- Une rémunération équitable et transparente en freelance
- Des horaires libres et la possibilité de travailler principalement à distance
- L'accès à nos salles de coaching lumineuses à Berlin, sur réservation
- Une supervision régulière et des échanges professionnels au sein de l'équipe
- La prospection, la gestion des rendez-vous et la facturation prises en charge par notre équipe administrative
- Une collaboration bienveillante et de la place pour vos propres idées

## Candidature

Ce poste vous correspond ? Nous serons ravis de recevoir votre message via notre page de contact. Merci de nous faire parvenir une courte présentation, votre CV, les justificatifs de votre formation de coach ainsi que vos prétentions d'honoraires. Vous pouvez également nous écrire à kontakt@wegweiser-coaching.example. Nous vous répondrons sous deux semaines.`,
      zh: `## 关于我们

Wegweiser Coaching 陪伴人们走过职业与个人的转变过程——既在柏林的工作室面对面进行，也在线服务整个德语区的客户。工作室由 Anna Weber 创立，秉持尊重、以解决方案为导向且有科学依据的工作理念。由于需求持续增长，我们希望吸纳一位经验丰富的伙伴加入团队。

## 您的工作内容

- 独立开展一对一教练辅导，主题包括职业重新定位、压力管理和个人成长等——在线或在我们柏林的工作室进行。
- 主持初次咨询，与客户共同厘清其诉求、目标和合作框架。
- 参与工作坊及团体活动的策划与实施。
- 按照数据保护规定，在我们的数字系统中记录辅导过程。
- 定期参加同侪督导和案例研讨。

## 您的背景

- 已完成系统式教练培训（例如符合 DGSF、DBVC 或同等机构的标准）
- 至少三年一对一客户辅导经验
- 最好具有心理学、教育学或社会科学专业背景，或具备人力资源领域的工作经验
- 熟练使用视频会议工具和电子日历
- 德语达到商务流利水平；会英语者优先
- 富有同理心、可靠，并愿意持续进行自我反思

## 我们提供

- 公平、透明的自由职业报酬
- 自由安排工作时间，并可以主要远程工作
- 经预约可使用我们位于柏林的明亮教练室
- 定期督导以及团队内部的专业交流
- 客户开发、预约管理和账单结算均由我们的行政团队负责
- 彼此尊重的合作氛围，以及发挥个人想法的空间

## 申请方式

如果您觉得这正是您在寻找的机会，欢迎通过我们的联系页面与我们联系。请发送一份简短的自我介绍、个人简历、教练培训证书以及您的报酬期望。您也可以发送电子邮件至 kontakt@wegweiser-coaching.example。我们将在两周内给您答复。`,
    },
    location: {
      de: 'Berlin / remote',
      en: 'Berlin / remote',
      es: 'Berlín / remoto',
      fr: 'Berlin / télétravail',
      zh: '柏林 / 远程',
    },
    employmentType: 'freelance',
    isRemote: true,
    isFeatured: true,
    publishedAt: '2026-08-03T08:00:00.000Z',
    validThrough: '2027-01-31',
  },
  {
    slug: 'assistenz-praxisleitung-teilzeit',
    categorySlug: 'organisation',
    title: {
      de: 'Assistenz der Praxisleitung (m/w/d) in Teilzeit',
      en: 'Assistant to the Practice Manager (m/f/d), Part-Time',
      es: 'Asistente de la dirección de la consulta (h/m/d) a tiempo parcial',
      fr: 'Assistant(e) de direction du cabinet (h/f/d) à temps partiel',
      zh: '工作室负责人助理（性别不限），兼职',
    },
    summary: {
      de: 'Sie halten unserer Praxis organisatorisch den Rücken frei: Terminverwaltung, Kommunikation mit Klientinnen und Klienten sowie Buchhaltung – in Teilzeit (20 Stunden pro Woche) in Berlin.',
      en: 'Keep our practice running smoothly behind the scenes: scheduling, client communication and bookkeeping – part-time (20 hours per week) in Berlin.',
      es: 'Encárguese de la organización de nuestra consulta: gestión de citas, comunicación con los clientes y contabilidad, a tiempo parcial (20 horas semanales) en Berlín.',
      fr: 'Assurez le bon fonctionnement de notre cabinet en coulisses : gestion des rendez-vous, communication avec la clientèle et comptabilité – à temps partiel (20 heures par semaine) à Berlin.',
      zh: '为我们的工作室提供组织保障：负责预约管理、客户沟通和财务记账——兼职（每周20小时），工作地点柏林。',
    },
    content: {
      de: `## Über uns

Wegweiser Coaching ist eine Coaching-Praxis in Berlin, die Menschen in beruflichen und persönlichen Veränderungsphasen begleitet – vor Ort und online. Damit sich unsere Coaches ganz auf ihre Klientinnen und Klienten konzentrieren können, suchen wir Unterstützung für die Organisation unserer Praxis.

## Ihre Aufgaben

- Sie sind die erste Ansprechperson für Anfragen per Telefon, E-Mail und Kontaktformular.
- Sie koordinieren Termine, pflegen den Online-Kalender und organisieren die Raumbelegung.
- Sie erstellen Rechnungen, überwachen Zahlungseingänge und bereiten Unterlagen für die Steuerberatung vor.
- Sie unterstützen bei der Organisation von Workshops und Veranstaltungen.
- Sie pflegen Inhalte auf unserer Website und in unseren Social-Media-Kanälen.
- Sie tragen zu einer freundlichen, professionellen Atmosphäre in der Praxis bei.

## Ihr Profil

- Abgeschlossene kaufmännische Ausbildung oder vergleichbare Qualifikation
- Erste Berufserfahrung in der Assistenz, im Sekretariat oder in der Büroorganisation
- Sicherer Umgang mit gängigen Office-Anwendungen; Erfahrung mit Online-Terminbuchungssystemen ist ein Plus
- Strukturierte, selbstständige und zuverlässige Arbeitsweise
- Sehr gute Deutschkenntnisse in Wort und Schrift sowie gute Englischkenntnisse
- Diskretion im Umgang mit vertraulichen Informationen

## Wir bieten

- Eine Teilzeitstelle mit 20 Stunden pro Woche und flexibler Zeiteinteilung in Abstimmung mit dem Team
- Einen modernen Arbeitsplatz in zentraler Lage in Berlin mit guter Anbindung an den öffentlichen Nahverkehr
- Nach der Einarbeitung die Möglichkeit, tageweise im Homeoffice zu arbeiten
- Einen Zuschuss zum Deutschlandticket
- 30 Urlaubstage (bezogen auf eine Fünftagewoche)
- Ein kleines, herzliches Team und kurze Entscheidungswege

## Bewerbung

Wir freuen uns auf Ihre Bewerbung über unsere Kontaktseite. Bitte senden Sie uns Ihren Lebenslauf, ein kurzes Anschreiben sowie Ihren frühestmöglichen Eintrittstermin. Sie können Ihre Unterlagen auch per E-Mail an kontakt@wegweiser-coaching.example schicken. Wir freuen uns über Bewerbungen von Menschen aller Hintergründe.`,
      en: `## About us

Wegweiser Coaching is a coaching practice in Berlin that supports people through phases of professional and personal change – in person and online. So that our coaches can focus entirely on their clients, we are looking for support with the organisation of our practice.

## Your responsibilities

- You are the first point of contact for enquiries by phone, email and contact form.
- You coordinate appointments, maintain the online calendar and organise room bookings.
- You prepare invoices, monitor incoming payments and prepare documents for our tax advisor.
- You help organise workshops and events.
- You maintain content on our website and social media channels.
- You contribute to a friendly, professional atmosphere in the practice.

## Your profile

- Completed commercial vocational training or a comparable qualification
- Initial professional experience as an assistant, in a secretarial role or in office management
- Confident use of common office applications; experience with online booking systems is a plus
- A structured, independent and reliable way of working
- Excellent written and spoken German and good English skills
- Discretion in handling confidential information

## What we offer

- A part-time position of 20 hours per week with flexible scheduling agreed with the team
- A modern workplace in a central Berlin location with good public transport connections
- After your onboarding, the option to work from home on some days
- A subsidy towards the Deutschlandticket
- 30 days of annual leave (based on a five-day week)
- A small, warm-hearted team and short decision-making paths

## How to apply

We look forward to receiving your application via our contact page. Please send us your CV, a short cover letter and your earliest possible start date. You can also email your documents to kontakt@wegweiser-coaching.example. We welcome applications from people of all backgrounds.`,
      es: `## Sobre nosotros

Wegweiser Coaching es una consulta de coaching en Berlín que acompaña a personas en etapas de cambio profesional y personal, de forma presencial y online. Para que nuestros coaches puedan centrarse por completo en sus clientes, buscamos apoyo para la organización de nuestra consulta.

## Sus funciones

- Será la primera persona de contacto para las consultas que lleguen por teléfono, correo electrónico y formulario de contacto.
- Coordinará citas, mantendrá actualizado el calendario online y organizará la reserva de salas.
- Emitirá facturas, supervisará los cobros y preparará la documentación para la asesoría fiscal.
- Colaborará en la organización de talleres y eventos.
- Actualizará los contenidos de nuestra página web y de nuestras redes sociales.
- Contribuirá a crear un ambiente amable y profesional en la consulta.

## Su perfil

- Formación profesional completa en el ámbito administrativo o cualificación equivalente
- Primera experiencia profesional como asistente, en secretaría o en organización de oficinas
- Manejo seguro de las aplicaciones ofimáticas habituales; se valorará la experiencia con sistemas de reserva de citas online
- Forma de trabajar estructurada, autónoma y fiable
- Excelente dominio del alemán oral y escrito, así como buenos conocimientos de inglés
- Discreción en el manejo de información confidencial

## Qué ofrecemos

- Un puesto a tiempo parcial de 20 horas semanales con horario flexible acordado con el equipo
- Un lugar de trabajo moderno en una zona céntrica de Berlín, bien comunicada por transporte público
- Tras el periodo de incorporación, la posibilidad de teletrabajar algunos días
- Una ayuda para el Deutschlandticket (abono de transporte público)
- 30 días de vacaciones (sobre la base de una semana de cinco días laborables)
- Un equipo pequeño y cercano, con procesos de decisión ágiles

## Candidatura

Esperamos recibir su candidatura a través de nuestra página de contacto. Envíenos su currículum, una breve carta de presentación y la fecha más temprana en la que podría incorporarse. También puede enviar su documentación por correo electrónico a kontakt@wegweiser-coaching.example. Nos alegra recibir candidaturas de personas de todos los orígenes.`,
      fr: `## À propos de nous

Wegweiser Coaching est un cabinet de coaching berlinois qui accompagne des personnes dans des phases de changement professionnel et personnel – en présentiel et en ligne. Afin que nos coachs puissent se consacrer pleinement à leurs client(e)s, nous recherchons un soutien pour l'organisation de notre cabinet.

## Vos missions

- Vous êtes le premier point de contact pour les demandes reçues par téléphone, par e-mail et via le formulaire de contact.
- Vous coordonnez les rendez-vous, tenez à jour l'agenda en ligne et organisez la réservation des salles.
- Vous établissez les factures, suivez les paiements et préparez les documents pour notre expert-comptable.
- Vous participez à l'organisation d'ateliers et d'événements.
- Vous mettez à jour les contenus de notre site web et de nos réseaux sociaux.
- Vous contribuez à une atmosphère chaleureuse et professionnelle au sein du cabinet.

## Votre profil

- Formation commerciale ou administrative achevée, ou qualification équivalente
- Une première expérience professionnelle en assistanat, en secrétariat ou en gestion de bureau
- Bonne maîtrise des outils bureautiques courants ; une expérience des systèmes de prise de rendez-vous en ligne est un plus
- Méthode de travail structurée, autonome et fiable
- Excellente maîtrise de l'allemand à l'écrit comme à l'oral et bon niveau d'anglais
- Discrétion dans le traitement des informations confidentielles

## Ce que nous offrons

- Un poste à temps partiel de 20 heures par semaine, avec des horaires flexibles convenus avec l'équipe
- Un poste de travail moderne dans un quartier central de Berlin, bien desservi par les transports en commun
- Après la période d'intégration, la possibilité de télétravailler certains jours
- Une participation au Deutschlandticket (abonnement aux transports en commun)
- 30 jours de congés (sur la base d'une semaine de cinq jours)
- Une petite équipe chaleureuse et des circuits de décision courts

## Candidature

Nous nous réjouissons de recevoir votre candidature via notre page de contact. Merci de nous envoyer votre CV, une courte lettre de motivation et votre date de disponibilité. Vous pouvez également adresser votre dossier par e-mail à kontakt@wegweiser-coaching.example. Nous accueillons avec plaisir les candidatures de personnes de tous horizons.`,
      zh: `## 关于我们

Wegweiser Coaching 是一家位于柏林的教练工作室，以线下和线上相结合的方式，陪伴人们度过职业与个人的转变阶段。为了让我们的教练能够全身心投入客户工作，我们正在寻找一位伙伴来协助工作室的日常运营。

## 您的工作内容

- 作为第一联络人，处理来自电话、电子邮件和联系表单的咨询。
- 协调预约，维护在线日历，并安排会议室的使用。
- 开具发票，跟进收款情况，并为税务顾问准备相关资料。
- 协助组织工作坊和各类活动。
- 维护我们网站和社交媒体渠道上的内容。
- 为工作室营造友好而专业的氛围。

## 您的背景

- 已完成商务类职业培训，或具备同等资历
- 具有一定的助理、秘书或办公室管理工作经验
- 熟练使用常见办公软件；有在线预约系统使用经验者优先
- 工作有条理、独立且可靠
- 德语口语和书面表达优秀，英语良好
- 处理保密信息时谨慎周到

## 我们提供

- 每周20小时的兼职岗位，工作时间可与团队协商灵活安排
- 位于柏林市中心的现代化工作环境，公共交通便利
- 完成入职培训后，可部分时间居家办公
- 德国交通月票（Deutschlandticket）补贴
- 30天年假（按每周五个工作日计算）
- 温馨的小团队，决策流程简洁高效

## 申请方式

欢迎通过我们的联系页面提交申请。请发送您的个人简历、一封简短的求职信以及您最早可以入职的日期。您也可以将申请材料发送至 kontakt@wegweiser-coaching.example。我们欢迎来自不同背景的申请者。`,
    },
    location: {
      de: 'Berlin',
      en: 'Berlin',
      es: 'Berlín',
      fr: 'Berlin',
      zh: '柏林',
    },
    employmentType: 'part_time',
    isRemote: false,
    isFeatured: false,
    publishedAt: '2026-09-01T08:00:00.000Z',
    validThrough: '2027-01-31',
  },
];
