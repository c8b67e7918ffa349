import type { LangMap } from '../../../contract';
import type { UiString } from '../ui-strings';
import { t } from './lang';

/** The questions students ask the office most, before they send a request, in the order /faq shows them. */
export const SEED_FAQS: readonly { faq_question: LangMap; faq_answer: LangMap }[] = [
  {
    faq_question: t(
      'كم تكلفة إعداد الرسالة أو التحليل الإحصائي؟',
      'How much does a thesis or a statistical analysis cost?',
      '论文撰写或统计分析的费用是多少？',
    ),
    faq_answer: t(
      'يختلف السعر بحسب نوع العمل ومستواه الأكاديمي وعدد صفحاته والموعد المطلوب للتسليم. أرسل طلبك مع تفاصيل الموضوع وملفاتك، وسنرسل لك عرض سعر مكتوبًا خلال يوم عمل واحد، مجانًا ودون أي التزام.',
      'The price depends on the kind of work, its academic level, its length and the deadline. Send your request with the details of your topic and your files, and we will send you a written quote within one working day, free and without obligation.',
      '价格取决于工作类型、学术层次、篇幅和交付期限。请提交您的需求并附上题目详情和文件，我们会在一个工作日内免费为您提供书面报价，您无需承担任何义务。',
    ),
  },
  {
    faq_question: t(
      'كم يستغرق إنجاز رسالة الماجستير؟',
      "How long does a master's thesis take?",
      '完成一篇硕士论文需要多长时间？',
    ),
    faq_answer: t(
      'تستغرق رسالة الماجستير الكاملة عادةً من ستة إلى عشرة أسابيع، والفصل الواحد من أسبوع إلى أسبوعين، والتحليل الإحصائي لاستبانة من ثلاثة إلى سبعة أيام. نتفق معك على جدول مراحل واضح قبل البدء، ويمكن تسريع العمل إذا كان موعدك قريبًا.',
      "A complete master's thesis usually takes six to ten weeks, a single chapter one to two weeks, and the statistical analysis of a questionnaire three to seven days. We agree a clear schedule of stages with you before we start, and the work can be sped up when your deadline is close.",
      '一篇完整的硕士论文通常需要六到十周，单独一章需要一到两周，一份问卷的统计分析需要三到七天。开始之前，我们会与您商定清晰的阶段进度表；如果您的截止日期临近，也可以加急处理。',
    ),
  },
  {
    faq_question: t(
      'هل بياناتي وعملي سريّان؟',
      'Are my details and my work kept confidential?',
      '我的个人信息和论文内容会保密吗？',
    ),
    faq_answer: t(
      'نعم. لا نشارك اسمك أو جامعتك أو ملفاتك مع أي جهة، ولا يطّلع على عملك إلا الباحث المسؤول عنه. تُستخدم ملفاتك لإنجاز طلبك فقط، ويمكنك أن تطلب حذفها بعد التسليم.',
      'Yes. We never share your name, your university or your files with anyone, and only the researcher in charge of your work sees it. Your files are used for your request alone, and you can ask us to delete them after delivery.',
      '会的。我们绝不会向任何人透露您的姓名、学校或文件，只有负责您项目的研究员才能看到您的内容。您的文件仅用于完成您的需求，交付后您也可以要求我们删除。',
    ),
  },
  {
    faq_question: t('هل التعديلات مجانية؟', 'Are revisions free?', '修改是免费的吗？'),
    faq_answer: t(
      'نعم، نُجري التعديلات التي يطلبها مشرفك مجانًا حتى اعتماد العمل، ما دامت ضمن الموضوع والخطة المتفق عليهما. أما تغيير الموضوع أو إضافة فصول جديدة فنتفق عليه معك كعمل إضافي.',
      'Yes. We make the changes your supervisor asks for free of charge until the work is approved, as long as they stay within the agreed topic and plan. A new topic or additional chapters are agreed with you as extra work.',
      '是的。在论文获得通过之前，只要导师要求的修改不超出双方商定的题目和计划范围，我们都会免费修改。更换题目或增加新章节则作为额外工作，与您另行商定。',
    ),
  },
  {
    faq_question: t(
      'هل تحللون بيانات الاستبانة باستخدام SPSS؟',
      'Can you analyse my questionnaire data in SPSS?',
      '你们能用 SPSS 分析我的问卷数据吗？',
    ),
    faq_answer: t(
      'نعم. ندخل البيانات ونتحقق من صدق الأداة وثباتها (ألفا كرونباخ)، ثم نجري الإحصاء الوصفي واختبارات الفروق مثل اختبار t وتحليل التباين، والارتباط والانحدار بحسب فرضياتك. تستلم الجداول منسقة وفق نظام APA مع تفسير مكتوب للنتائج تستطيع الدفاع عنه أمام اللجنة.',
      "Yes. We enter the data, check the instrument's validity and reliability (Cronbach's alpha), then run the descriptive statistics and the tests your hypotheses need, such as t-tests, ANOVA, correlation and regression. You receive the tables formatted in APA style with a written interpretation of the results that you can defend before your committee.",
      '可以。我们负责录入数据、检验问卷的效度和信度（克朗巴哈 α 系数），再根据您的研究假设进行描述统计以及 t 检验、方差分析、相关和回归等检验。您将收到按 APA 格式排版的表格，以及可在答辩时使用的书面结果解读。',
    ),
  },
  {
    faq_question: t(
      'كيف تضمنون أصالة العمل وخلوّه من الاقتباس غير الموثّق؟',
      'How do you make sure the work is original?',
      '你们如何保证作品的原创性？',
    ),
    faq_answer: t(
      'يُكتب كل عمل من البداية لموضوعك تحديدًا، وتُوثَّق كل فكرة مأخوذة من مصدر وفق نظام التوثيق الذي تعتمده جامعتك. نفحص العمل ببرامج كشف الاقتباس قبل التسليم، ونرسل لك تقرير نسبة التشابه عند الطلب.',
      'Every piece of work is written from scratch for your topic, and every idea taken from a source is cited in the style your university uses. We check the work with plagiarism-detection software before delivery and send you the similarity report on request.',
      '每一份作品都针对您的题目从零撰写，所有引用的观点都按照您所在大学要求的引用格式注明出处。交付前我们会使用查重软件进行检测，并可应您的要求提供相似度报告。',
    ),
  },
  {
    faq_question: t('كيف يتم الدفع؟', 'How do I pay?', '如何付款？'),
    faq_answer: t(
      'نتفق معك على طريقة الدفع وجدوله قبل البدء ونؤكده كتابيًا. في الأعمال الكبيرة مثل الرسائل الكاملة يكون الدفع على مراحل: دفعة عند البدء، وباقي المبلغ مع تسليم كل مرحلة.',
      'We agree the payment method and schedule with you before we start, and confirm it in writing. For large pieces of work such as a complete thesis, you pay in stages: a first payment when we start, and the rest as each stage is delivered.',
      '开始之前，我们会与您商定付款方式和时间安排，并以书面形式确认。对于完整论文等大型项目，采用分阶段付款：开始时支付首付款，其余款项随各阶段交付分期支付。',
    ),
  },
  {
    faq_question: t(
      'هل تقدمون خدمة الترجمة الأكاديمية؟ وبأي لغات؟',
      'Do you offer academic translation, and in which languages?',
      '你们提供学术翻译吗？支持哪些语言？',
    ),
    faq_answer: t(
      'نعم، نترجم الرسائل والأبحاث والملخصات بين العربية والإنجليزية والصينية. يتولى الترجمة مترجم متخصص في مجالك، ثم يراجعها باحث من التخصص نفسه لضبط المصطلحات العلمية.',
      'Yes. We translate theses, papers and abstracts between Arabic, English and Chinese. A translator who knows your field does the translation, and a researcher from the same field then reviews it so that the terminology is right.',
      '提供。我们在阿拉伯语、英语和中文之间翻译学位论文、学术论文和摘要。翻译由熟悉您所在领域的译者完成，再由同一专业的研究员审校，确保专业术语准确。',
    ),
  },
];

/** The FAQ's UI strings [en, ar, zh]: its page, and its back-office screens. */
export const FAQ_STRINGS: readonly UiString[] = [
  ['FAQ', 'الأسئلة الشائعة', '常见问题'],
  ['Frequently Asked Questions', 'الأسئلة الشائعة', '常见问题'],
  [
    'Answers to what students ask us most. Choose a question to read its answer.',
    'إجابات عن أكثر ما يسألنا عنه الطلاب. اختر سؤالًا لتقرأ إجابته.',
    '这里是学生最常问我们的问题。点击问题即可查看答案。',
  ],
  ['No questions yet', 'لا توجد أسئلة بعد', '暂无问题'],
  ['Did not find your question?', 'لم تجد سؤالك؟', '没有找到您的问题？'],
  ['Ask us directly', 'اسألنا مباشرة', '直接咨询我们'],
  ['Question', 'سؤال', '问题'],
  ['Answer', 'الإجابة', '答案'],
  ['Add Question', 'إضافة سؤال', '添加问题'],
  ['Update Question', 'تحديث السؤال', '更新问题'],
  ['Order', 'الترتيب', '排序'],
  ['Lower numbers come first.', 'الأرقام الأصغر تظهر أولًا.', '数字越小越靠前。'],
  ['Enter a question longer than 3 characters.', 'أدخل سؤالًا أطول من 3 أحرف.', '请输入超过 3 个字符的问题。'],
  ['Enter an answer longer than 3 characters.', 'أدخل إجابة أطول من 3 أحرف.', '请输入超过 3 个字符的答案。'],
  [
    'Enter an order number from 0 to 9999.',
    'أدخل رقم ترتيب من 0 إلى 9999.',
    '请输入 0 到 9999 之间的排序数字。',
  ],
  ['Question Delete', 'حذف السؤال', '删除问题'],
  [
    'Are you sure you want to delete this question?',
    'هل أنت متأكد من حذف هذا السؤال؟',
    '确定要删除这个问题吗？',
  ],
];
