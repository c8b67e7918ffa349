import { t } from './lang';
import type { SeedResearcher } from './types';

/** A sample of the office's researchers and university professors. */
export const SEED_RESEARCHERS: SeedResearcher[] = [
  {
    key: 'ahmed-mansour',
    researcher_name: t(
      'أ.د. أحمد عبد العزيز منصور',
      'Prof. Ahmed Abdel-Aziz Mansour',
      '艾哈迈德·阿卜杜勒-阿齐兹·曼苏尔教授',
    ),
    researcher_position: t(
      'أستاذ علم النفس التربوي',
      'Professor of Educational Psychology',
      '教育心理学教授',
    ),
    researcher_bio: t(
      'يدرّس ويشرف على البحوث العليا منذ أكثر من خمسة وعشرين عامًا في جامعات مصرية وخليجية، وأشرف على ما يزيد على ستين رسالة ماجستير ودكتوراه. يتخصص في دافعية التعلم والقياس النفسي، ويقود فريق العلوم التربوية والنفسية في مكتب باحث.',
      "He has taught and supervised postgraduate research for more than twenty-five years at universities in Egypt and the Gulf, and has supervised over sixty master's and doctoral theses. He specialises in learning motivation and psychological measurement, and leads Bahith's education and psychology team.",
      '他在埃及和海湾地区多所大学从事教学和研究生指导工作二十五年以上，指导过六十余篇硕士和博士论文。他专注于学习动机与心理测量研究，目前领导巴希斯的教育学与心理学团队。',
    ),
    avatar: { seed: 51, style: 'bald', skin: 2, beard: true, glasses: true, attire: 'suit' },
  },
  {
    key: 'huda-rifai',
    researcher_name: t('د. هدى الرفاعي', 'Dr. Huda Al-Rifai', '胡达·里法伊博士'),
    researcher_position: t(
      'أستاذ مشارك في الإحصاء التطبيقي',
      'Associate Professor of Applied Statistics',
      '应用统计学副教授',
    ),
    researcher_bio: t(
      'متخصصة في التحليل الكمي باستخدام SPSS وAMOS ولغة R، وحلّلت بيانات مئات الرسائل في التربية والصحة والإدارة. تُعرف بقدرتها على شرح النتائج الإحصائية بلغة بسيطة يستطيع الطالب الدفاع عنها بثقة أمام اللجنة.',
      'A specialist in quantitative analysis with SPSS, AMOS and R, she has analysed the data of hundreds of theses in education, health and management. She is known for explaining statistical results in plain language that students can defend with confidence before their committee.',
      '她擅长使用SPSS、AMOS和R进行定量分析，已为教育、卫生和管理领域的数百篇学位论文完成数据分析。她善于用通俗的语言解释统计结果，让学生能够在答辩委员会面前自信地阐述。',
    ),
    avatar: { seed: 52, style: 'hijab', skin: 1, glasses: true, attire: 'abaya' },
  },
  {
    key: 'youssef-khatib',
    researcher_name: t('د. يوسف الخطيب', 'Dr. Youssef Al-Khatib', '优素福·哈提卜博士'),
    researcher_position: t(
      'أستاذ مساعد في اللسانيات والترجمة',
      'Assistant Professor of Linguistics and Translation',
      '语言学与翻译学助理教授',
    ),
    researcher_bio: t(
      'حصل على الدكتوراه في دراسات الترجمة من جامعة بريطانية، وترجم أكثر من ثلاثمئة بحث أكاديمي بين العربية والإنجليزية. يرأس فريق الترجمة والتدقيق اللغوي، ويُعدّ مسارد المصطلحات المتخصصة التي يعتمد عليها مترجمونا.',
      'He earned his PhD in translation studies at a British university and has translated more than three hundred academic papers between Arabic and English. He heads the translation and language-editing team and compiles the subject glossaries our translators rely on.',
      '他在英国一所大学获得翻译学博士学位，已在阿拉伯语和英语之间翻译了三百多篇学术论文。他负责翻译与语言润色团队，并编制译者们所依赖的专业术语表。',
    ),
    avatar: { seed: 53, style: 'short', skin: 1, attire: 'suit' },
  },
  {
    key: 'salem-harbi',
    researcher_name: t('أ.د. سالم الحربي', 'Prof. Salem Al-Harbi', '萨利姆·哈尔比教授'),
    researcher_position: t('أستاذ إدارة الأعمال', 'Professor of Business Administration', '工商管理学教授'),
    researcher_bio: t(
      'درّس الإدارة الاستراتيجية والسلوك التنظيمي عقدين من الزمن، وله أبحاث منشورة في مجلات مفهرسة دوليًا. يوجّه طلاب الدكتوراه في الإدارة والاقتصاد في بناء النماذج البحثية وإعداد أبحاثهم للنشر.',
      'He has taught strategic management and organisational behaviour for two decades and has published in internationally indexed journals. He guides doctoral candidates in management and economics in building research models and preparing their work for publication.',
      '他讲授战略管理与组织行为学二十年，在国际检索期刊上发表过多篇论文。他指导管理学和经济学方向的博士生构建研究模型，并帮助他们准备论文发表。',
    ),
    avatar: { seed: 54, style: 'ghutra', skin: 3, beard: true },
  },
  {
    key: 'rania-mahmoud',
    researcher_name: t('د. رانيا محمود', 'Dr. Rania Mahmoud', '拉尼娅·马哈茂德博士'),
    researcher_position: t(
      'مدرس المناهج وطرق التدريس',
      'Lecturer in Curricula and Teaching Methods',
      '课程与教学法讲师',
    ),
    researcher_bio: t(
      'تتخصص في تصميم المناهج وتكنولوجيا التعليم، وعملت على رسائل في طرائق التدريس لطلاب من مصر والسعودية والعراق. تراجع أدوات البحث قبل تحكيمها، وتهيّئ الطلاب للمناقشة من خلال جلسات تدريبية.',
      'She specialises in curriculum design and educational technology and has worked on theses in teaching methods for students from Egypt, Saudi Arabia and Iraq. She reviews research instruments before they go to the judges and prepares students for their defence in mock sessions.',
      '她专注于课程设计与教育技术，曾为来自埃及、沙特阿拉伯和伊拉克的学生辅导教学法方向的论文。她在研究工具提交专家评审前进行审核，并通过模拟答辩帮助学生做好准备。',
    ),
    avatar: { seed: 55, style: 'hijab', skin: 2, attire: 'abaya' },
  },
  {
    key: 'omar-qaisi',
    researcher_name: t('د. عمر القيسي', 'Dr. Omar Al-Qaisi', '奥马尔·盖西博士'),
    researcher_position: t(
      'أستاذ مساعد في الصحة العامة',
      'Assistant Professor of Public Health',
      '公共卫生学助理教授',
    ),
    researcher_bio: t(
      'يدعم البحوث في التمريض والصحة العامة والعلوم الطبية، من تصميم الدراسات المقطعية إلى المراجعات المنهجية. شارك في تأليف أبحاث منشورة في مجلات مفهرسة في Scopus، ويرشد الطلاب في الحصول على موافقات أخلاقيات البحث.',
      'He supports research in nursing, public health and the medical sciences, from the design of cross-sectional studies to systematic reviews. He has co-authored papers in Scopus-indexed journals and advises students on obtaining research ethics approval.',
      '他为护理学、公共卫生和医学研究提供支持，涵盖从横断面研究设计到系统综述的各个环节。他曾在Scopus检索期刊上合作发表论文，并指导学生申请研究伦理审批。',
    ),
    avatar: { seed: 56, style: 'curly', skin: 3, glasses: true, attire: 'shirt' },
  },
  {
    key: 'mona-sharif',
    researcher_name: t('د. منى الشريف', 'Dr. Mona Al-Sharif', '莫娜·谢里夫博士'),
    researcher_position: t('مدرس التصميم الجرافيكي', 'Lecturer in Graphic Design', '平面设计讲师'),
    researcher_bio: t(
      'تقود فريق العروض التقديمية، وتحوّل الرسائل الطويلة إلى قصص بصرية واضحة. صمّمت عروض مناقشة لطلاب من أكثر من أربعين جامعة في أنحاء الوطن العربي.',
      'She leads the presentations team, turning long theses into clear visual stories. She has designed defence presentations for students from more than forty universities across the Arab world.',
      '她领导演示文稿团队，善于把篇幅冗长的论文转化为清晰的视觉故事。她已为阿拉伯世界四十多所大学的学生设计过答辩演示文稿。',
    ),
    avatar: { seed: 57, style: 'long', skin: 1, attire: 'shirt' },
  },
];
