import { t } from './lang';
import type { SeedTestimonial } from './types';

/** Students from across the Arab world; two of them recorded a short voice note. */
export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  {
    key: 'mariam-cairo',
    customer_name: t('مريم عبد الرحمن', 'Mariam Abdel-Rahman', '玛丽亚姆·阿卜杜勒-拉赫曼'),
    customer_location: t('القاهرة، مصر', 'Cairo, Egypt', '埃及开罗'),
    testimonial_message: t(
      'كنت متوترة جدًا من الفصل الإحصائي في رسالة الماجستير، لكن فريق مكتب باحث شرح لي كل اختبار وكل جدول حتى صرت أفهم نتائجي أكثر من أي وقت مضى. ناقشت رسالتي في جامعة عين شمس وحصلت على تقدير ممتاز.',
      "I was very anxious about the statistics chapter of my master's thesis, but the Bahith team explained every test and every table until I understood my results better than ever. I defended my thesis at Ain Shams University and received an excellent grade.",
      '我原本对硕士论文的统计章节非常焦虑，但巴希斯团队为我讲解了每一项检验和每一张表格，让我比以往任何时候都更理解自己的研究结果。我在艾因夏姆斯大学顺利通过答辩，并获得了优秀评级。',
    ),
    avatar: { seed: 41, style: 'hijab', skin: 1, attire: 'abaya' },
    audio: 'testimonial-mariam.mp3',
  },
  {
    key: 'abdullah-riyadh',
    customer_name: t('عبد الله العتيبي', 'Abdullah Al-Otaibi', '阿卜杜拉·奥泰比'),
    customer_location: t('الرياض، المملكة العربية السعودية', 'Riyadh, Saudi Arabia', '沙特阿拉伯利雅得'),
    testimonial_message: t(
      'تعاملت مع المكتب في أطروحة الدكتوراه في إدارة الأعمال، وكان الالتزام بالمواعيد لافتًا. ساعدني الأستاذ المسؤول عن ملفي في بناء نموذج المعادلات البنائية، وأعدّ معي عرض المناقشة مع أسئلة متوقعة طُرح معظمها فعلًا.',
      'I worked with the office on my doctoral dissertation in business administration, and their punctuality stood out. The professor assigned to my file helped me build the structural equation model and prepared the defence presentation with me, including likely questions, most of which were actually asked.',
      '我的工商管理博士论文是与该中心合作完成的，他们的守时令人印象深刻。负责我课题的教授帮助我构建了结构方程模型，还和我一起准备了答辩演示文稿和预测问题，结果大部分问题在答辩中真的被问到了。',
    ),
    avatar: { seed: 42, style: 'ghutra', skin: 2, beard: true },
    audio: 'testimonial-abdullah.mp3',
  },
  {
    key: 'noura-kuwait',
    customer_name: t('نورة العنزي', 'Noura Al-Enezi', '努拉·阿尼兹'),
    customer_location: t('مدينة الكويت، الكويت', 'Kuwait City, Kuwait', '科威特科威特城'),
    testimonial_message: t(
      'احتجت إلى ترجمة بحثي في علم الاجتماع إلى الإنجليزية لتقديمه إلى مجلة دولية. جاءت الترجمة دقيقة في المصطلحات وسلسة في الأسلوب، وقُبل البحث للنشر بعد تعديلات طفيفة.',
      'I needed my sociology paper translated into English to submit it to an international journal. The translation was precise in its terminology and smooth in style, and the paper was accepted for publication after minor revisions.',
      '我需要把自己的社会学论文译成英文投稿国际期刊。译文术语准确、行文流畅，论文只经过小修就被录用了。',
    ),
    avatar: { seed: 43, style: 'hijab', skin: 2, attire: 'abaya', glasses: true },
  },
  {
    key: 'khalid-abudhabi',
    customer_name: t('خالد المنصوري', 'Khalid Al-Mansouri', '哈立德·曼苏里'),
    customer_location: t(
      'أبوظبي، الإمارات العربية المتحدة',
      'Abu Dhabi, United Arab Emirates',
      '阿联酋阿布扎比',
    ),
    testimonial_message: t(
      'صمّم لي الفريق عرض مشروع التخرج في الماجستير التنفيذي لإدارة الأعمال بأسلوب احترافي وواضح. أثنت اللجنة على تنظيم الشرائح والرسوم البيانية، وشعرت بثقة كبيرة وأنا أقدّمه.',
      'The team designed the presentation for my Executive MBA graduation project in a clear, professional style. The committee praised how the slides and charts were organised, and I felt very confident presenting it.',
      '团队为我的高级工商管理硕士（EMBA）毕业项目设计了清晰、专业的演示文稿。评审委员会称赞幻灯片和图表条理清楚，我在展示时也非常自信。',
    ),
    avatar: { seed: 44, style: 'ghutra', skin: 1, beard: true },
  },
  {
    key: 'lina-amman',
    customer_name: t('لينا حداد', 'Lina Haddad', '莉娜·哈达德'),
    customer_location: t('عمّان، الأردن', 'Amman, Jordan', '约旦安曼'),
    testimonial_message: t(
      'كنت أضيع في كمّ الدراسات السابقة لرسالتي في التمريض، فنظّمها لي الباحث في محاور واضحة وحدّد الفجوة البحثية بدقة. كما صمّم معي استبانة حققت معامل ثبات مرتفعًا من أول دراسة استطلاعية.',
      'I was lost in the mass of previous studies for my nursing thesis. The researcher organised them into clear themes and identified the research gap precisely. He also designed a questionnaire with me that reached high reliability in the very first pilot study.',
      '面对护理学论文中大量的已有文献，我一度无从下手。研究员帮我按清晰的主题整理文献，并准确指出了研究空白。他还和我一起设计了问卷，在第一次预调查中就达到了很高的信度。',
    ),
    avatar: { seed: 45, style: 'long', skin: 0, attire: 'shirt' },
  },
  {
    key: 'mustafa-baghdad',
    customer_name: t('مصطفى الجبوري', 'Mustafa Al-Jubouri', '穆斯塔法·朱布里'),
    customer_location: t('بغداد، العراق', 'Baghdad, Iraq', '伊拉克巴格达'),
    testimonial_message: t(
      'أنهيت رسالة الماجستير في طرائق التدريس مع مكتب باحث، وكانت المتابعة مستمرة عبر واتساب في كل مرحلة. والأهم أن التعديلات التي طلبها مشرفي نُفّذت بسرعة ودون أي تكلفة إضافية.',
      "I completed my master's thesis in teaching methods with Bahith, and they kept in touch with me on WhatsApp at every stage. Most importantly, the revisions my supervisor asked for were made quickly and at no extra cost.",
      '我在巴希斯的协助下完成了教学法方向的硕士论文，每个阶段他们都通过WhatsApp与我保持沟通。最重要的是，导师要求的修改都很快完成，而且没有额外收费。',
    ),
    avatar: { seed: 46, style: 'short', skin: 2, attire: 'shirt', beard: true },
  },
  {
    key: 'aisha-muscat',
    customer_name: t('عائشة البلوشي', 'Aisha Al-Balushi', '阿伊莎·巴卢希'),
    customer_location: t('مسقط، سلطنة عُمان', 'Muscat, Oman', '阿曼马斯喀特'),
    testimonial_message: t(
      'دققوا رسالتي لغويًا ووحّدوا توثيق المراجع وفق الإصدار السابع من نظام APA، فاختفت ملاحظات المشرف على التنسيق تمامًا. عمل متقن وتواصل راقٍ.',
      "They proofread my thesis and brought every reference into line with APA 7th edition, and my supervisor's comments on formatting disappeared completely. Meticulous work and courteous communication.",
      '他们为我的论文做了语言校对，并按APA第7版统一了参考文献格式，导师关于格式的意见从此完全消失。工作细致，沟通得体。',
    ),
    avatar: { seed: 47, style: 'hijab', skin: 3, attire: 'abaya' },
  },
];
