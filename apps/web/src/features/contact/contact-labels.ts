/**
 * The contact page's interface words that the managed texts do not cover, per site language:
 * the enquiry note, the polite opening sentence of a prefilled message and error texts for
 * failures the API cannot describe (no connection, timeout).
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';

type ContactLabels = {
  enquiryAbout: string;
  applicationFor: string;
  prefillEnquiry: (topic: string) => string;
  prefillApplication: (title: string) => string;
  otherWays: string;
  networkError: string;
  timeoutError: string;
  genericError: string;
  successTitle: string;
  characters: (count: number, max: number) => string;
  privacyFallback: string;
};

const LABELS: Record<LanguageCode, ContactLabels> = {
  de: {
    enquiryAbout: 'Ihre Anfrage zu:',
    applicationFor: 'Ihre Bewerbung auf:',
    prefillEnquiry: (topic) =>
      `Guten Tag, ich interessiere mich für „${topic}“ und würde gern mehr darüber erfahren.`,
    prefillApplication: (title) =>
      `Guten Tag, ich interessiere mich für die Stelle „${title}“ und möchte mich gern bewerben.`,
    otherWays: 'Weitere Kontaktwege',
    networkError:
      'Ihre Nachricht konnte nicht gesendet werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    timeoutError: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
    genericError: 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    successTitle: 'Nachricht gesendet',
    characters: (count, max) => `${count} von ${max} Zeichen`,
    privacyFallback: 'Datenschutzerklärung',
  },
  en: {
    enquiryAbout: 'Your enquiry about:',
    applicationFor: 'Your application for:',
    prefillEnquiry: (topic) => `Hello, I am interested in “${topic}” and would like to find out more.`,
    prefillApplication: (title) =>
      `Hello, I am interested in the position “${title}” and would like to apply.`,
    otherWays: 'Other ways to get in touch',
    networkError: 'Your message could not be sent. Please check your internet connection and try again.',
    timeoutError: 'The server did not answer in time. Please try again.',
    genericError: 'Your message could not be sent. Please try again later.',
    successTitle: 'Message sent',
    characters: (count, max) => `${count} of ${max} characters`,
    privacyFallback: 'Privacy policy',
  },
  es: {
    enquiryAbout: 'Su consulta sobre:',
    applicationFor: 'Su candidatura para:',
    prefillEnquiry: (topic) => `Buenos días: me interesa «${topic}» y me gustaría recibir más información.`,
    prefillApplication: (title) =>
      `Buenos días: me interesa el puesto «${title}» y me gustaría presentar mi candidatura.`,
    otherWays: 'Otras formas de contacto',
    networkError: 'No se ha podido enviar su mensaje. Compruebe su conexión a Internet e inténtelo de nuevo.',
    timeoutError: 'El servidor no ha respondido a tiempo. Inténtelo de nuevo.',
    genericError: 'No se ha podido enviar su mensaje. Inténtelo más tarde.',
    successTitle: 'Mensaje enviado',
    characters: (count, max) => `${count} de ${max} caracteres`,
    privacyFallback: 'Política de privacidad',
  },
  fr: {
    enquiryAbout: 'Votre demande concerne :',
    applicationFor: 'Votre candidature pour :',
    prefillEnquiry: (topic) => `Bonjour, je suis intéressé·e par « ${topic} » et j’aimerais en savoir plus.`,
    prefillApplication: (title) => `Bonjour, le poste « ${title} » m’intéresse et je souhaite postuler.`,
    otherWays: 'Autres moyens de contact',
    networkError: 'Votre message n’a pas pu être envoyé. Vérifiez votre connexion Internet et réessayez.',
    timeoutError: 'Le serveur n’a pas répondu à temps. Veuillez réessayer.',
    genericError: 'Votre message n’a pas pu être envoyé. Veuillez réessayer plus tard.',
    successTitle: 'Message envoyé',
    characters: (count, max) => `${count} sur ${max} caractères`,
    privacyFallback: 'Politique de confidentialité',
  },
  zh: {
    enquiryAbout: '您咨询的内容：',
    applicationFor: '您申请的职位：',
    prefillEnquiry: (topic) => `您好，我对“${topic}”很感兴趣，希望进一步了解。`,
    prefillApplication: (title) => `您好，我对“${title}”这一职位很感兴趣，希望提交申请。`,
    otherWays: '其他联系方式',
    networkError: '留言发送失败。请检查您的网络连接后重试。',
    timeoutError: '服务器未能及时响应，请重试。',
    genericError: '留言发送失败，请稍后重试。',
    successTitle: '留言已发送',
    characters: (count, max) => `${count} / ${max} 个字符`,
    privacyFallback: '隐私政策',
  },
};

export const contactLabels = (language: string): ContactLabels =>
  LABELS[language as LanguageCode] ?? LABELS.de;
