import { md, t } from './lang';
import type { SeedBlog } from './types';

/** Blog posts: the thesis abstract, presenting at a conference. */
export const BLOGS_7: SeedBlog[] = [
  {
    key: 'writing-a-thesis-abstract',
    blog_title: t(
      'كيف تكتب ملخص رسالتك في 250 كلمة؟',
      'How to Write a Thesis Abstract in 250 Words',
      '如何用250个词写好论文摘要',
    ),
    blog_author: t('أ.د. فاطمة الزهراني', 'Prof. Fatima Al-Zahrani', '法蒂玛·扎赫拉尼教授'),
    art: { motif: 'books', seed: 72, tone: 'night' },
    daysAgo: 99,
    blog_desc_md: {
      ar: md`
        الملخص أكثر أجزاء رسالتك قراءةً؛ فالمناقشون يقرؤونه أولًا، وقواعد البيانات تفهرسه، والباحثون من بعدك يقررون بناءً عليه هل يفتحون النص الكامل أم لا. ومع ذلك يكتبه كثير من الطلاب على عجل في الليلة السابقة للتسليم.

        ## ما الذي يجب أن يتضمنه الملخص؟

        أيًّا كان الحد المسموح به من الكلمات، وهو في الغالب بين 150 و300 كلمة، فإن ملخص الرسالة يجيب عن خمسة أسئلة بهذا الترتيب:

        1. **الهدف:** ما الذي سعت الدراسة إلى معرفته؟
        2. **المنهج:** ما التصميم والعينة والأدوات التي استخدمتها؟
        3. **النتائج:** ما أبرز ما توصلت إليه، مع الأرقام الرئيسة عند الحاجة؟
        4. **الخلاصة:** ماذا تعني هذه النتائج؟
        5. **التوصية:** ما أهم توصية واحدة؟

        وامنح المنهج والنتائج معظم المساحة. ومن التقسيمات التقريبية المفيدة: جملة أو جملتان للهدف، وجملتان أو ثلاث للمنهج، وثلاث أو أربع للنتائج، وجملة واحدة لكل من الخلاصة والتوصية.

        > الملخص الجيد يتيح للقارئ المشغول أن يفهم دراستك كلها دون أن يفتح فصلًا واحدًا.

        ## قواعد الأسلوب

        - اكتبه في النهاية، بعد أن يكتمل فصل الخاتمة.
        - استخدم الفعل الماضي لما قمت به وما توصلت إليه، والمضارع للاستنتاجات.
        - لا تُدرج فيه مراجع، ولا اختصارات غير معرّفة، ولا جداول.
        - اذكر نتائج فعلية («تحسّن التحصيل تحسّنًا دالًّا لدى المجموعة التجريبية») لا وعودًا («وستُناقش النتائج»).
        - أضف من أربع إلى ست كلمات مفتاحية غير موجودة في العنوان أصلًا.

        ## النسختان العربية والإنجليزية

        تشترط معظم الجامعات العربية ملخصًا باللغتين العربية والإنجليزية، واللجان تقارن بينهما. فيجب أن تقول النسختان الشيء نفسه، بالأرقام نفسها والمصطلحات نفسها، وأن تُقرأ كل منهما بسلاسة في لغتها. وترجمة الملخص العربي كلمة كلمة تُنتج عادة جملًا إنجليزية طويلة وغامضة، والأفضل إعادة بناء كل جملة وفق البنية السابقة. وتأكد من أن مصطلحاتك الرئيسة تطابق ما ورد في العنوان الإنجليزي وفي الأدبيات.

        ## مراجعة أخيرة

        عُدّ الكلمات وقارنها بالحد الذي تشترطه جامعتك، وطابق كل رقم مع فصل النتائج، واطلب من شخص لم يقرأ الرسالة أن يشرح لك دراستك اعتمادًا على الملخص وحده.
      `,
      en: md`
        The abstract is the most widely read part of your thesis. Examiners read it first, databases index it, and future researchers decide from it whether to open the full text. Yet many students write it in a hurry the night before submission.

        ## What an abstract must contain

        Whatever the word limit, usually 150 to 300 words, a thesis abstract answers five questions in this order:

        1. **Purpose:** what did the study set out to find?
        2. **Method:** which design, sample and instruments did you use?
        3. **Results:** what were the main findings, with the key figures where useful?
        4. **Conclusion:** what do the findings mean?
        5. **Recommendation:** what is the single most important recommendation?

        Give most of the space to the method and the results. A useful rough split is one or two sentences for the purpose, two or three for the method, three or four for the results and one each for the conclusion and the recommendation.

        > An abstract should let a busy reader understand your whole study without opening a single chapter.

        ## Style rules

        - Write it last, after the conclusion chapter is final.
        - Use the past tense for what you did and found, and the present tense for conclusions.
        - Do not cite references, use undefined abbreviations or include tables.
        - Report real findings ("achievement improved significantly in the experimental group"), not promises ("the results will be discussed").
        - Add four to six keywords that do not already appear in the title.

        ## The Arabic and English versions

        Most Arab universities require an abstract in both Arabic and English, and committees compare the two. Both versions must say the same thing, with the same numbers and the same terms, but each should read naturally in its own language. Translating the Arabic abstract word for word usually produces long, unclear English sentences; it is better to rebuild each sentence following the structure above. Check that your key terms match those used in the English title and in the literature.

        ## A final check

        Count the words against your university's limit, compare every number with the results chapter, and ask someone who has not read the thesis to explain your study to you from the abstract alone.
      `,
      zh: md`
        摘要是论文中被阅读最多的部分：评审专家最先读它，数据库为它建立索引，后来的研究者也根据它决定是否打开全文。然而，许多学生却在提交前一晚匆匆写就。

        ## 摘要必须包含什么

        无论字数限制是多少（通常为150至300个词），论文摘要都要按以下顺序回答五个问题：

        1. **目的**：研究想要弄清什么？
        2. **方法**：采用了什么研究设计、样本和工具？
        3. **结果**：主要发现是什么？必要时给出关键数据。
        4. **结论**：这些发现意味着什么？
        5. **建议**：最重要的一条建议是什么？

        把大部分篇幅留给方法和结果。一个实用的大致分配是：目的一到两句，方法两到三句，结果三到四句，结论和建议各一句。

        > 好的摘要能让忙碌的读者不必翻开任何一章，就理解你的整个研究。

        ## 写作规范

        - 最后再写摘要，在结论章节定稿之后。
        - 叙述所做的工作和发现时用过去时，陈述结论时用现在时（撰写英文摘要时尤其要注意）。
        - 不要引用参考文献，不要使用未定义的缩写，也不要放入表格。
        - 报告真实的发现（“实验组的学业成绩显著提高”），而不是承诺（“将对结果进行讨论”）。
        - 添加四到六个标题中尚未出现的关键词。

        ## 阿拉伯语版与英语版

        大多数阿拉伯国家的大学要求同时提供阿拉伯语和英语摘要，评审委员会会将两者对照。两个版本必须表达相同的内容，使用相同的数字和术语，同时又要在各自的语言中读来自然。逐字翻译阿拉伯语摘要，往往会产生冗长而含糊的英语句子；更好的做法是按照上述结构重新组织每一个句子。还要检查关键术语是否与英文标题及相关文献中的用法一致。

        ## 最后检查

        核对字数是否符合学校的规定，将每个数字与结果章节逐一比对，并请一位没有读过论文的人仅凭摘要向你讲述你的研究。
      `,
    },
  },
  {
    key: 'presenting-at-an-academic-conference',
    blog_title: t(
      'المشاركة في مؤتمر علمي: عرض في عشر دقائق وملصق بحثي',
      'Presenting at an Academic Conference: A Ten-Minute Talk and a Poster',
      '参加学术会议：十分钟报告与学术海报',
    ),
    blog_author: t('د. طارق الشمري', 'Dr. Tariq Al-Shammari', '塔里克·沙马里博士'),
    art: { motif: 'slides', seed: 73, tone: 'violet' },
    daysAgo: 112,
    blog_desc_md: {
      ar: md`
        يختلف تقديم ورقة في مؤتمر علمي عن مناقشة الرسالة؛ فالحضور لم يقرؤوا بحثك، والجلسات تسير وفق جدول صارم، ويُمنح المتحدث عادة ما بين عشر دقائق وخمس عشرة دقيقة تليها أسئلة قليلة. والهدف ليس عرض كل ما قمت به، بل أن تجعل نتيجة واحدة تبقى في الذاكرة.

        ## خطّط العرض حول رسالة واحدة

        قبل إعداد أي شريحة، اكتب الجملة الواحدة التي تريد أن يتذكرها الحضور، ثم خطّط العرض حولها:

        1. المشكلة وأهميتها (نحو دقيقتين).
        2. ما قمت به: التصميم والعينة والأدوات في شريحة أو شريحتين.
        3. النتائج الرئيسة، برسم بياني واضح لكل نتيجة.
        4. دلالة النتائج وتوصياتك.

        ولعرض مدته عشر دقائق تكفي غالبًا ثماني شرائح إلى عشر. واترك استعراض الدراسات السابقة كاملًا وجداول الإحصاء المفصّلة للورقة المنشورة.

        > سيتذكر الحضور فكرة واحدة من عرضك، فاحرص على أن تكون أنت من يختارها.

        ## شرائح تناسب قاعة كبيرة

        - استخدم خطًّا كبيرًا واضحًا، ولا تتجاوز بضعة أسطر قصيرة في الشريحة.
        - فضّل الرسوم البيانية على الجداول، وأبرز الرقم الذي ستتحدث عنه.
        - إذا كان المؤتمر بالإنجليزية فتدرّب على نطق المصطلحات الرئيسة بصوت مسموع حتى لا يُبطئك النطق.
        - اطّلع على قالب المؤتمر ونسبة أبعاد الشاشة (16:9 غالبًا)، وتأكد هل ستستخدم حاسوبك الشخصي أم جهاز القاعة.

        ## إعداد الملصق البحثي

        تقبل مؤتمرات كثيرة الملصقات البحثية (Posters)، وهي مناسبة لعرض النتائج الأولية. رتّب الملصق في أعمدة تُقرأ بتسلسل طبيعي: العنوان وأسماء الباحثين في الأعلى، ثم المقدمة فالمنهج فالنتائج فالخلاصة. واجعل النص في حدود 500 إلى 800 كلمة، والعنوان مقروءًا من مسافة ثلاثة أمتار، وضع رسمًا بيانيًّا أو شكلًا في وسط الملصق. واحمل معك بضع نسخ مطبوعة بحجم A4، أو رمز QR يوصل إلى الورقة الكاملة.

        ## الأسئلة وبناء العلاقات

        اشكر السائل، وأعد السؤال باختصار ليسمعه جميع الحضور، ثم أجب في جملتين أو ثلاث. وإن لم تعرف الإجابة فقل ذلك بصراحة، واعرض أن تتواصل معه عبر البريد الإلكتروني. والمؤتمرات كذلك أفضل مكان للتعرف على مشرفين وشركاء بحث في المستقبل، فجهّز وصفًا موجزًا وواضحًا لبحثك.
      `,
      en: md`
        Presenting a paper at a conference is a different task from defending a thesis. The audience has not read your work, sessions run to a strict timetable, and you usually have ten to fifteen minutes followed by a few questions. The goal is not to show everything you did, but to make one finding memorable.

        ## Plan the talk around one message

        Before building any slides, write down the single sentence you want the audience to remember. Then plan the talk around it:

        1. The problem and why it matters (about two minutes).
        2. What you did: the design, sample and instruments in one or two slides.
        3. The main findings, with one clear chart per finding.
        4. What the findings mean and what you recommend.

        For a ten-minute slot, eight to ten slides are usually enough. Leave the full literature review and the detailed statistics tables for the published paper.

        > The audience will remember one idea from your talk, so make sure you are the one who chooses it.

        ## Design slides for a large room

        - Use a large, readable font, with no more than a few short lines per slide.
        - Prefer charts to tables, and highlight the number you are going to talk about.
        - If the conference is in English, rehearse the key terms aloud so that pronunciation does not slow you down.
        - Check the conference template and the screen ratio (usually 16:9), and whether you will use your own laptop or the room's computer.

        ## Preparing a research poster

        Many conferences accept posters, which suit early results. Arrange the poster in columns that read naturally: the title and authors across the top, then the introduction, method, results and conclusion. Keep the text to about 500 to 800 words, make the title readable from three metres away, and put a chart or figure at the centre. Bring a few printed A4 copies, or a QR code that links to the full paper.

        ## Questions and networking

        Thank the person who asks, repeat the question briefly so that the whole room hears it, and answer in two or three sentences. If you do not know the answer, say so and offer to follow up by email. Conferences are also the best place to meet future supervisors and co-authors, so have a short, clear description of your research ready.
      `,
      zh: md`
        在学术会议上宣读论文与论文答辩是两回事：听众没有读过你的研究，会议日程安排严格，你通常只有十到十五分钟，随后是几个提问。目标不是展示你做过的一切，而是让一个发现令人难忘。

        ## 围绕一个核心信息规划报告

        在制作任何幻灯片之前，先写下你希望听众记住的那一句话，然后围绕它规划报告：

        1. 研究问题及其重要性（约两分钟）。
        2. 你做了什么：用一到两页幻灯片介绍研究设计、样本和工具。
        3. 主要发现，每项发现配一张清晰的图表。
        4. 这些发现的意义以及你的建议。

        十分钟的报告通常八到十页幻灯片就够了。完整的文献综述和详细的统计表格留给正式发表的论文。

        > 听众只会从你的报告中记住一个观点，所以要由你来决定是哪一个。

        ## 为大会场设计幻灯片

        - 使用大而清晰的字体，每页只放几行简短的文字。
        - 多用图表，少用表格，并突出你要讲的那个数字。
        - 如果会议使用英语，要大声练习关键术语的发音，以免因发音而放慢节奏。
        - 查看会议的模板和屏幕比例（通常为16:9），并确认是使用自己的笔记本电脑还是会场的电脑。

        ## 制作学术海报

        许多会议接受海报展示，它很适合呈现初步结果。海报应分栏排列，便于按自然顺序阅读：标题和作者横跨顶部，然后依次是引言、方法、结果和结论。文字控制在500至800词左右，标题要在三米外清晰可读，并在中央放置一张图表或示意图。随身携带几份A4打印稿，或附上链接到全文的二维码。

        ## 提问与人脉交流

        感谢提问者，简要复述问题让全场都能听到，然后用两三句话作答。如果不知道答案，就坦率承认，并提出会后通过电子邮件跟进。会议也是结识未来导师和合作者的最佳场所，所以要准备好一段简短清晰的研究介绍。
      `,
    },
  },
];
