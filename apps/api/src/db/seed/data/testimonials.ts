/**
 * Client testimonials for the home page carousel (text clamps to 4 lines until expanded).
 */
import type { SeedTestimonial } from '../types';

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Julia M.',
    role: {
      de: 'Projektmanagerin, Hamburg',
      en: 'Project Manager, Hamburg',
      es: 'Jefa de proyectos, Hamburgo',
      fr: 'Cheffe de projet, Hambourg',
      zh: '项目经理，汉堡',
    },
    content: {
      de: 'Ich kam mit dem diffusen Gefühl, im falschen Job zu stecken, und ohne jede Idee, was stattdessen passen könnte. Anna hat mir mit klugen Fragen und viel Geduld geholfen, meine Stärken wieder zu sehen, statt nur auf meine Zweifel zu schauen. Die Sitzungen fanden alle online statt, was neben Vollzeitjob und Familie ideal war. Heute arbeite ich in einer neuen Rolle bei meinem bisherigen Arbeitgeber – und freue mich wieder auf den Montag.',
      en: 'I came with a vague feeling of being in the wrong job and no idea what might suit me instead. With thoughtful questions and a lot of patience, Anna helped me see my strengths again instead of focusing only on my doubts. All sessions took place online, which was ideal alongside a full-time job and family. Today I work in a new role with my current employer – and I look forward to Mondays again.',
      es: 'Llegué con la vaga sensación de estar en el trabajo equivocado y sin ninguna idea de qué podría encajar mejor. Con preguntas acertadas y mucha paciencia, Anna me ayudó a volver a ver mis fortalezas en lugar de fijarme solo en mis dudas. Todas las sesiones fueron online, algo ideal para compaginarlo con un trabajo a tiempo completo y la familia. Hoy ocupo un nuevo puesto en la misma empresa y vuelvo a empezar los lunes con ganas.',
      fr: "Je suis arrivée avec le sentiment diffus d'être au mauvais poste, sans la moindre idée de ce qui pourrait me convenir. Avec des questions pertinentes et beaucoup de patience, Anna m'a aidée à revoir mes forces plutôt que de ne regarder que mes doutes. Toutes les séances ont eu lieu en ligne, ce qui était idéal avec un emploi à temps plein et une famille. Aujourd'hui, j'occupe un nouveau poste chez le même employeur – et je retrouve le plaisir d'aller travailler le lundi.",
      zh: '我来的时候只是隐约觉得自己入错了行，却完全不知道什么工作更适合我。Anna 用一个个巧妙的问题和极大的耐心，帮助我重新看到自己的优势，而不是只盯着自己的疑虑。所有会谈都在线上进行，这对于同时兼顾全职工作和家庭的我来说再理想不过。如今我在原公司担任了新的职位，又开始期待每个星期一了。',
    },
    order: 1,
  },
  {
    name: 'Thomas K.',
    role: {
      de: 'Teamleiter IT, Berlin',
      en: 'IT Team Lead, Berlin',
      es: 'Jefe de equipo de TI, Berlín',
      fr: "Responsable d'équipe informatique, Berlin",
      zh: 'IT 团队负责人，柏林',
    },
    content: {
      de: 'Nach meiner Beförderung musste ich plötzlich die Kollegen führen, mit denen ich jahrelang zusammengearbeitet hatte. Im Coaching haben wir schwierige Gespräche vorab durchgespielt, das hat mir enorm viel Sicherheit gegeben. Mein Team meldet mir zurück, dass ich heute deutlich klarer kommuniziere.',
      en: 'After my promotion, I suddenly had to lead colleagues I had worked alongside for years. In the coaching, we rehearsed difficult conversations in advance, which gave me a great deal of confidence. My team tells me that I now communicate much more clearly.',
      es: 'Tras mi ascenso, de repente tuve que dirigir a compañeros con los que había trabajado durante años. En el coaching ensayamos de antemano las conversaciones difíciles, y eso me dio muchísima seguridad. Mi equipo me dice que ahora me comunico con mucha más claridad.',
      fr: "Après ma promotion, j'ai soudain dû encadrer des collègues avec qui je travaillais depuis des années. Pendant le coaching, nous avons répété à l'avance les conversations difficiles, ce qui m'a donné énormément d'assurance. Mon équipe me dit que je communique désormais bien plus clairement.",
      zh: '升职后，我突然需要管理共事多年的同事。在教练过程中，我们提前演练了那些艰难的谈话，这给了我极大的底气。团队成员反馈说，我现在的沟通清晰多了。',
    },
    order: 2,
  },
  {
    name: 'Aylin S.',
    role: {
      de: 'Lehrerin, Potsdam',
      en: 'Teacher, Potsdam',
      es: 'Profesora, Potsdam',
      fr: 'Enseignante, Potsdam',
      zh: '教师，波茨坦',
    },
    content: {
      de: 'Nach zwei sehr anstrengenden Schuljahren war ich erschöpft und hatte das Gefühl, nur noch zu funktionieren. Frau Weber hat mich nicht mit Patentrezepten überschüttet, sondern mit mir herausgearbeitet, wo meine Energie tatsächlich verloren geht. Einige kleine, aber konsequente Veränderungen im Alltag – feste Pausen, klarere Grenzen bei Zusatzaufgaben – haben spürbar etwas bewegt. Ich schlafe besser und gehe wieder gelassener in den Unterricht.',
      en: "After two very demanding school years, I was exhausted and felt I was just going through the motions. Ms Weber didn't overwhelm me with one-size-fits-all advice; instead, she worked with me to find out where my energy was really going. A few small but consistent changes in my daily routine – fixed breaks, clearer boundaries around extra duties – made a noticeable difference. I sleep better and go into my lessons feeling much calmer.",
      es: 'Después de dos cursos escolares muy exigentes, estaba agotada y sentía que solo funcionaba en piloto automático. La señora Weber no me abrumó con recetas universales, sino que analizó conmigo dónde se me iba realmente la energía. Algunos cambios pequeños pero constantes en mi día a día, como pausas fijas y límites más claros ante las tareas adicionales, han marcado una diferencia notable. Duermo mejor y vuelvo a dar clase con más serenidad.',
      fr: "Après deux années scolaires très éprouvantes, j'étais épuisée et j'avais l'impression de fonctionner en pilote automatique. Mme Weber ne m'a pas submergée de recettes toutes faites : elle a cherché avec moi où mon énergie se perdait réellement. Quelques changements modestes mais réguliers au quotidien – des pauses fixes, des limites plus claires face aux tâches supplémentaires – ont fait une vraie différence. Je dors mieux et j'aborde mes cours avec beaucoup plus de sérénité.",
      zh: '经历了两个非常辛苦的学年后，我身心俱疲，感觉自己只是在机械地运转。Weber 女士没有给我灌输千篇一律的“妙方”，而是和我一起找出我的精力究竟消耗在了哪里。日常生活中一些微小但坚持下来的改变——固定的休息时间、对额外任务更清晰的界限——带来了明显的变化。现在我睡得更好了，走进课堂时也从容了许多。',
    },
    order: 3,
  },
  {
    name: 'Markus B.',
    role: {
      de: 'Ingenieur, München',
      en: 'Engineer, Munich',
      es: 'Ingeniero, Múnich',
      fr: 'Ingénieur, Munich',
      zh: '工程师，慕尼黑',
    },
    content: {
      de: 'Ich war zunächst skeptisch, ob Coaching überhaupt etwas für mich ist. Schon das kostenlose Erstgespräch hat mich überzeugt, weil es sehr strukturiert und trotzdem persönlich war. Nach drei Sitzungen hatte ich einen klaren Plan für meinen Weg in die Selbstständigkeit, den ich inzwischen Schritt für Schritt umsetze.',
      en: 'At first I was sceptical about whether coaching was for me at all. The free introductory call won me over because it was very structured and still personal. After three sessions I had a clear plan for going self-employed, which I am now putting into practice step by step.',
      es: 'Al principio dudaba de que el coaching fuera para mí. Ya la primera conversación gratuita me convenció, porque fue muy estructurada y, al mismo tiempo, cercana. Tras tres sesiones tenía un plan claro para establecerme por mi cuenta, que ahora voy poniendo en práctica paso a paso.',
      fr: "Au départ, je doutais que le coaching soit fait pour moi. Le premier entretien gratuit m'a convaincu, car il était très structuré tout en restant personnel. Après trois séances, j'avais un plan clair pour me lancer à mon compte, que je mets aujourd'hui en œuvre étape par étape.",
      zh: '起初我对教练是否适合自己心存怀疑。免费初次咨询就打消了我的顾虑，因为它既条理清晰，又很有人情味。三次会谈之后，我为自己的独立创业制定了清晰的计划，现在正一步步付诸实践。',
    },
    order: 4,
  },
  {
    name: 'Sophie L.',
    role: {
      de: 'Marketingmanagerin, Berlin',
      en: 'Marketing Manager, Berlin',
      es: 'Responsable de marketing, Berlín',
      fr: 'Responsable marketing, Berlin',
      zh: '市场经理，柏林',
    },
    content: {
      de: 'Ich wollte lernen, in Konflikten ruhiger zu bleiben – im Job wie im Privaten. Anna hat eine sehr angenehme, ruhige Art und hakt trotzdem nach, wenn es wichtig wird. Die Gesprächsübungen aus dem Coaching nutze ich heute fast täglich.',
      en: 'I wanted to learn to stay calmer in conflicts – at work and in my private life. Anna has a very pleasant, calm manner, yet she digs deeper when it matters. I now use the conversation exercises from the coaching almost every day.',
      es: 'Quería aprender a mantener la calma en los conflictos, tanto en el trabajo como en mi vida privada. Anna tiene una manera de ser muy agradable y tranquila, pero sabe insistir cuando algo es importante. Hoy utilizo casi a diario los ejercicios de conversación del coaching.',
      fr: "Je voulais apprendre à rester plus calme dans les conflits, au travail comme dans ma vie privée. Anna a une approche très agréable et posée, mais elle sait creuser quand c'est important. J'utilise aujourd'hui presque tous les jours les exercices de communication travaillés pendant le coaching.",
      zh: '我希望学会在冲突中保持冷静，无论是在工作中还是在私人生活里。Anna 的风格温和而让人放松，但在关键时刻总会追问下去。教练中学到的沟通练习，如今我几乎每天都在用。',
    },
    order: 5,
  },
  {
    name: 'Daniel R.',
    role: {
      de: 'Abteilungsleiter, Leipzig',
      en: 'Head of Department, Leipzig',
      es: 'Jefe de departamento, Leipzig',
      fr: 'Chef de service, Leipzig',
      zh: '部门主管，莱比锡',
    },
    content: {
      de: 'Den Achtsamkeits-Workshop hat mir eine Kollegin empfohlen, und ich bin froh, dass ich mich darauf eingelassen habe. Die Übungen sind alltagstauglich und lassen sich auch zwischen zwei Meetings in wenigen Minuten umsetzen. Für mich eine lohnende Investition in meine Gesundheit.',
      en: 'A colleague recommended the mindfulness workshop to me, and I am glad I gave it a try. The exercises are practical and take just a few minutes, even between two meetings. For me, it was a worthwhile investment in my health.',
      es: 'Una compañera me recomendó el taller de mindfulness y me alegro de haberme animado. Los ejercicios son prácticos y se pueden hacer en pocos minutos, incluso entre dos reuniones. Para mí ha sido una buena inversión en mi salud.',
      fr: "C'est une collègue qui m'a recommandé l'atelier de pleine conscience, et je suis content de m'être lancé. Les exercices s'intègrent facilement au quotidien et se font en quelques minutes, même entre deux réunions. Pour moi, c'est un investissement qui en valait la peine pour ma santé.",
      zh: '一位同事向我推荐了正念工作坊，我很庆幸自己去尝试了。这些练习非常实用，即使在两个会议之间也能花几分钟完成。对我来说，这是一笔对自身健康很值得的投资。',
    },
    order: 6,
  },
];
