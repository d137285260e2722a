import type { ConsentTexts } from './consent-texts-shape';

/** The banner's texts in Chinese: loaded before hydration on a page in that language (decision 112). */
export default {
  title: '您的隐私',
  body: '我们能否使用自行运营、不涉及第三方的网站分析来了解网站的使用情况？',
  detailsLabel: '详细信息',
  details:
    '我们会记录浏览的页面、停留时间、滚动深度以及点击及其在页面上的位置，但绝不记录您在表单中输入的内容。为此，会在您的浏览器中保存一个随机会话标识。数据仅保存在我们自己的服务器上：不涉及第三方，不用于广告。您可以随时在隐私设置中更改您的决定。',
  privacyLink: '隐私政策',
  accept: '同意',
  reject: '拒绝',
  settings: '隐私设置',
  close: '关闭',
  currentGranted: '当前：已允许网站分析。',
  currentDenied: '当前：已拒绝网站分析。',
  privacySignal:
    '您的浏览器发送了“请勿跟踪”（Do Not Track）或“全球隐私控制”（Global Privacy Control）信号，因此不会进行网站分析。',
} satisfies ConsentTexts;
