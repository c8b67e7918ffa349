import { t } from './lang';
import type { SeedService } from './types';

/** Services in the theses, translation and university research categories. */
export const SERVICES_A: SeedService[] = [
  {
    key: 'masters-thesis',
    category: 'theses',
    service_name: t('إعداد رسائل الماجستير', "Master's Thesis Preparation", '硕士论文辅导'),
    service_long_name: t(
      'إعداد رسائل الماجستير وفق معايير الجامعات العربية',
      "Master's thesis preparation to the standards of Arab universities",
      '按照阿拉伯各大学标准辅导硕士论文',
    ),
    service_desc: t(
      'نرافقك من خطة البحث حتى المسودة النهائية، مع باحث متخصص في مجالك يلتزم بدليل جامعتك وملاحظات مشرفك. يُسلَّم كل فصل وفق جدول زمني متفق عليه لتراجعه وتناقشه مع مشرفك قبل الانتقال إلى الفصل التالي. وتُنفَّذ التعديلات التي يطلبها المشرف أو لجنة المناقشة دون أي تكلفة إضافية.',
      "We accompany you from the research plan to the final draft, with a researcher specialised in your field who follows your university's guide and your supervisor's comments. Each chapter is delivered on an agreed schedule so that you can review it and discuss it with your supervisor before moving on. Revisions requested by the supervisor or the examining committee are made free of charge.",
      '从研究计划到最终定稿，我们全程陪伴。由您所在领域的专业研究人员负责，严格遵循贵校的论文指南和导师意见。每一章都按约定的时间表交付，便于您审阅并与导师讨论后再进入下一章。导师或答辩委员会要求的修改均免费完成。',
    ),
    service_features: [
      t(
        'باحث متخصص في تخصصك الدقيق',
        'A researcher specialised in your exact discipline',
        '由您所在学科的专业研究员负责',
      ),
      t(
        'تسليم الرسالة فصلًا فصلًا وفق جدول زمني محدد',
        'Chapter-by-chapter delivery on a fixed timetable',
        '按固定时间表逐章交付',
      ),
      t(
        'تنسيق الرسالة وفق دليل جامعتك',
        "Formatting to your university's thesis guide",
        '按照贵校论文规范排版',
      ),
      t(
        'مراجع عربية وأجنبية حديثة',
        'Recent Arabic and international references',
        '引用最新的阿拉伯语及外文文献',
      ),
      t(
        'تعديلات مجانية حتى موافقة المشرف',
        'Free revisions until your supervisor approves',
        '免费修改直至导师认可',
      ),
      t('تقرير أصالة قبل التسليم', 'An originality report before delivery', '交付前提供查重报告'),
      t('سرية تامة لبياناتك', 'Full confidentiality of your data', '严格保密您的个人信息'),
    ],
    art: { motif: 'books', seed: 21, tone: 'indigo' },
  },
  {
    key: 'doctoral-dissertation',
    category: 'theses',
    service_name: t('دعم أطروحات الدكتوراه', 'Doctoral Dissertation Support', '博士论文辅导'),
    service_long_name: t(
      'دعم أكاديمي متكامل لأطروحات الدكتوراه من المقترح حتى المناقشة',
      'Comprehensive academic support for doctoral dissertations, from proposal to defence',
      '博士论文从开题到答辩的全程学术支持',
    ),
    service_desc: t(
      'تتطلب أطروحة الدكتوراه إسهامًا علميًا أصيلًا، وهذا يحتاج إلى تخطيط دقيق. يساعدك فريق يقوده أستاذ جامعي في تخصصك على تحديد الفجوة البحثية بدقة، وبناء الإطار النظري، واختيار منهجية رصينة. ونواصل دعمك في تحليل البيانات ومناقشة النتائج والاستعداد للمناقشة.',
      'A doctoral dissertation must make an original contribution, and that takes careful planning. A team led by a university professor in your field helps you pin down the research gap, build the theoretical framework and choose a rigorous methodology. We keep supporting you through data analysis, the discussion of findings and preparation for the defence.',
      '博士论文必须做出原创性贡献，这需要周密的规划。由您所在领域的大学教授带领的团队，帮助您准确界定研究空白、构建理论框架并选择严谨的研究方法。在数据分析、结果讨论以及答辩准备阶段，我们都会持续为您提供支持。',
    ),
    service_features: [
      t(
        'إشراف أستاذ جامعي في تخصصك',
        'Guidance from a university professor in your field',
        '由本领域大学教授指导',
      ),
      t(
        'تحديد الفجوة البحثية والإسهام العلمي',
        'Defining the research gap and your original contribution',
        '明确研究空白与原创贡献',
      ),
      t(
        'بناء الإطار النظري والمفاهيمي',
        'Building the theoretical and conceptual framework',
        '构建理论与概念框架',
      ),
      t(
        'منهجية كمية أو نوعية أو مختلطة',
        'Quantitative, qualitative or mixed methodology',
        '定量、定性或混合研究方法',
      ),
      t('تحليل إحصائي متقدم للبيانات', 'Advanced statistical analysis of your data', '高级数据统计分析'),
      t('مناقشة تجريبية بأسئلة من خبراء', 'A mock defence with questions from experts', '专家模拟答辩与提问'),
    ],
    art: { motif: 'cap', seed: 22, tone: 'violet' },
  },
  {
    key: 'research-proposal',
    category: 'theses',
    service_name: t('إعداد خطة البحث', 'Research Proposal Writing', '开题报告撰写'),
    service_long_name: t(
      'إعداد خطة بحث لرسائل الماجستير والدكتوراه جاهزة للعرض على القسم',
      "Research proposals for master's and doctoral theses, ready to submit to your department",
      '撰写可直接提交院系审核的硕博开题报告',
    ),
    service_desc: t(
      'خطة البحث أول ما يحكم به القسم على مشروعك. نساعدك على تحويل فكرة عامة إلى عنوان محدد، ومشكلة واضحة، وأسئلة أو فرضيات، ومنهجية وجدول زمني واقعيين. وتتسلّم خطة تلتزم بنموذج قسمك وتستند إلى دراسات سابقة حديثة.',
      "The proposal is the first thing your department judges your project by. We help you turn a general idea into a focused title, a clear problem statement, questions or hypotheses, and a realistic methodology and timeline. You receive a proposal that follows your department's template and rests on recent studies.",
      '开题报告是院系评价您研究项目的第一步。我们帮助您把笼统的想法转化为聚焦的题目、清晰的问题陈述、研究问题或假设，以及切实可行的研究方法和时间安排。您将获得一份符合院系模板、以近期文献为依据的开题报告。',
    ),
    service_features: [
      t(
        'ثلاثة عناوين مقترحة للاختيار بينها',
        'Three candidate titles to choose from',
        '提供三个备选题目供您选择',
      ),
      t(
        'صياغة دقيقة لمشكلة البحث وأسئلته',
        'A precise problem statement and research questions',
        '精准表述研究问题',
      ),
      t('ملخص لأحدث الدراسات السابقة', 'A summary of the most recent related studies', '梳理近年相关研究'),
      t('منهجية وعينة مناسبتان', 'A suitable methodology and sample', '确定合适的研究方法与样本'),
      t('جدول زمني واقعي لإنجاز الرسالة', 'A realistic timeline for the thesis', '制定切实可行的时间表'),
      t('التنسيق وفق نموذج القسم', "Formatting to your department's template", '按院系模板排版'),
    ],
    art: { motif: 'document', seed: 23, tone: 'night' },
  },
  {
    key: 'academic-translation',
    category: 'translation',
    service_name: t('الترجمة الأكاديمية المتخصصة', 'Specialised Academic Translation', '专业学术翻译'),
    service_long_name: t(
      'ترجمة الرسائل والأبحاث والمقالات العلمية بين العربية والإنجليزية ولغات أخرى',
      'Translation of theses, research papers and articles between Arabic, English and other languages',
      '学位论文、科研论文及学术文章的阿拉伯语、英语及其他语种互译',
    ),
    service_desc: t(
      'يترجم نصّك مترجم يحمل مؤهلًا في تخصصك، ثم يراجعه لغوي ثانٍ. نوحّد المصطلحات في النص كله، ونراعي أعراف الكتابة في اللغة الهدف، ونحافظ على المراجع والجداول كما هي. ونترجم بين العربية والإنجليزية والفرنسية والألمانية والتركية والصينية.',
      'Your text is translated by a translator qualified in your discipline and then reviewed by a second linguist. We keep the terminology consistent throughout, respect the writing conventions of the target language and preserve your references and tables. We translate between Arabic and English, French, German, Turkish and Chinese.',
      '由具有相关学科背景的译者翻译，再由第二位语言专家审校。我们确保全文术语统一，遵循目标语言的写作规范，并完整保留参考文献和表格。支持阿拉伯语与英语、法语、德语、土耳其语及中文之间的互译。',
    ),
    service_features: [
      t(
        'مترجمون متخصصون حسب المجال العلمي',
        'Translators matched to your academic field',
        '按学科配备专业译者',
      ),
      t(
        'مسرد مصطلحات يضمن توحيدها',
        'A glossary that keeps terminology consistent',
        '建立术语表确保用词统一',
      ),
      t('مراجعة لغوية من مترجم ثانٍ', 'Review by a second linguist', '第二位语言专家审校'),
      t(
        'الحفاظ على الجداول والأشكال والمراجع',
        'Tables, figures and references preserved',
        '完整保留图表与参考文献',
      ),
      t('ترجمة بشرية لا آلية', 'Human translation, never raw machine output', '人工翻译，拒绝机翻'),
      t(
        'ملخصات جاهزة للتقديم إلى المجلات',
        'Abstracts ready for journal submission',
        '摘要可直接用于期刊投稿',
      ),
    ],
    art: { motif: 'globe', seed: 24, tone: 'ocean' },
  },
  {
    key: 'proofreading',
    category: 'translation',
    service_name: t('التدقيق اللغوي والتحرير', 'Proofreading & Language Editing', '语言润色与校对'),
    service_long_name: t(
      'تدقيق لغوي وتحرير أكاديمي للرسائل والأبحاث باللغتين العربية والإنجليزية',
      'Proofreading and academic editing of theses and papers in Arabic and English',
      '阿拉伯语和英语学位论文及科研论文的校对与学术编辑',
    ),
    service_desc: t(
      'الأخطاء اللغوية تُضعف البحث الجيد أمام لجنة المناقشة أو المحكّم. يصحح محررونا الأخطاء النحوية والإملائية وعلامات الترقيم، ويحسّنون الترابط بين الفقرات، ويوحّدون الأسلوب الأكاديمي دون تغيير أفكارك. وتتسلّم نسخة بالتعديلات المتتبَّعة ونسخة نظيفة.',
      'Language errors weaken good research in front of a committee or a reviewer. Our editors correct grammar, spelling and punctuation, improve the flow between paragraphs and unify the academic style without changing your ideas. You receive a copy with tracked changes and a clean copy.',
      '语言错误会让优秀的研究在答辩委员会或审稿人面前大打折扣。我们的编辑会纠正语法、拼写和标点错误，改善段落之间的衔接，统一学术文风，而不改变您的观点。您将收到一份修订痕迹版和一份清洁版。',
    ),
    service_features: [
      t('تصحيح النحو والإملاء وعلامات الترقيم', 'Grammar, spelling and punctuation', '纠正语法、拼写和标点'),
      t('تحسين الترابط بين الفقرات', 'Smoother transitions between paragraphs', '优化段落衔接'),
      t('توحيد الأسلوب الأكاديمي', 'A consistent academic style', '统一学术写作风格'),
      t(
        'نسخة بالتعديلات المتتبعة ونسخة نظيفة',
        'A tracked-changes copy and a clean copy',
        '提供修订版与清洁版',
      ),
      t('محررون من الناطقين باللغة', 'Editors who are native speakers', '母语编辑审校'),
    ],
    art: { motif: 'document', seed: 25, tone: 'teal' },
  },
  {
    key: 'university-research',
    category: 'research',
    service_name: t('الأبحاث والتكليفات الجامعية', 'University Research Papers', '大学课程论文'),
    service_long_name: t(
      'إعداد الأبحاث والتقارير والتكليفات الجامعية لجميع التخصصات والمراحل',
      'Research papers, reports and coursework for every discipline and level',
      '各学科、各阶段的大学研究论文、报告与课程作业',
    ),
    service_desc: t(
      'سواء احتجت إلى بحث فصلي أو تقرير معملي أو مشروع تخرج، نساعدك على إعداده بتنسيق جامعتك ومن مصادر موثوقة موثقة توثيقًا صحيحًا. ونلتزم بتعليمات مقررك بدقة، بما في ذلك عدد الكلمات ونظام التوثيق وموعد التسليم.',
      "Whether you need a term paper, a lab report or a graduation project, we help you prepare it in your university's format, from reliable sources that are correctly cited. We follow your course instructions exactly, including the word count, the referencing style and the deadline.",
      '无论您需要学期论文、实验报告还是毕业设计，我们都会协助您按照贵校格式完成，使用可靠且规范引用的资料。我们严格遵循课程要求，包括字数、引用格式和截止日期。',
    ),
    service_features: [
      t(
        'جميع التخصصات الإنسانية والعلمية والطبية',
        'All disciplines: humanities, sciences and medicine',
        '涵盖人文、理工与医学各学科',
      ),
      t('مصادر موثوقة موثقة توثيقًا صحيحًا', 'Reliable, correctly cited sources', '资料可靠，引用规范'),
      t(
        'الالتزام بعدد الكلمات ونظام التوثيق',
        'The required word count and referencing style',
        '严格符合字数与引用格式',
      ),
      t('التسليم قبل الموعد النهائي', 'Delivery before your deadline', '在截止日期前交付'),
      t('تعديلات مجانية بعد التسليم', 'Free revisions after delivery', '交付后免费修改'),
    ],
    art: { motif: 'flask', seed: 26, tone: 'violet' },
  },
  {
    key: 'literature-review',
    category: 'research',
    service_name: t('إعداد الدراسات السابقة', 'Literature Review', '文献综述撰写'),
    service_long_name: t(
      'جمع الدراسات السابقة وتحليلها وكتابة الإطار النظري',
      'Collecting, analysing and writing up previous studies and the theoretical framework',
      '文献检索、分析及理论框架撰写',
    ),
    service_desc: t(
      'نبحث في قواعد البيانات مثل Scopus وWeb of Science وERIC والمنهل عن الدراسات الوثيقة الصلة بموضوعك، ومعظمها من السنوات الخمس الأخيرة. ثم ننظّم الدراسات حسب المحاور، ونقارن بينها مقارنة نقدية، ونختم بتعقيب يبيّن موقع دراستك منها والفجوة التي تسدّها.',
      'We search databases such as Scopus, Web of Science, ERIC and Al-Manhal for studies closely related to your topic, most of them from the last five years. The studies are then organised by theme and compared critically, and a closing commentary shows where your study stands among them and which gap it fills.',
      '我们在Scopus、Web of Science、ERIC和Al-Manhal等数据库中检索与您课题密切相关的研究，其中大部分为近五年发表的文献。随后按主题整理文献、进行批判性比较，并撰写评述，说明您的研究所处的位置及其填补的空白。',
    ),
    service_features: [
      t(
        'البحث في قواعد البيانات العربية والعالمية',
        'Searching Arabic and international databases',
        '检索国际及阿拉伯语数据库',
      ),
      t(
        'دراسات حديثة معظمها من آخر خمس سنوات',
        'Recent studies, mostly from the last five years',
        '以近五年文献为主',
      ),
      t(
        'تنظيم الدراسات حسب المحاور لا التاريخ فقط',
        'Organised by theme, not just by date',
        '按主题而非仅按时间组织',
      ),
      t(
        'تعقيب نقدي وتحديد الفجوة البحثية',
        'A critical commentary that states the research gap',
        '批判性评述并指出研究空白',
      ),
      t(
        'قائمة مراجع بنظام APA أو النظام المطلوب',
        'A reference list in APA or your required style',
        '按APA或指定格式编排参考文献',
      ),
      t('تزويدك بالنصوص الكاملة لأهم الدراسات', 'Full texts of the key studies', '提供核心文献全文'),
    ],
    art: { motif: 'magnifier', seed: 27, tone: 'indigo' },
  },
  {
    key: 'journal-publication',
    category: 'research',
    service_name: t('النشر في المجلات المحكّمة', 'Publishing in Peer-Reviewed Journals', '核心期刊发表辅导'),
    service_long_name: t(
      'إعداد الأبحاث العلمية للنشر في المجلات المحكّمة والمصنفة دوليًا',
      'Preparing scientific papers for peer-reviewed, internationally indexed journals',
      '为同行评审及国际检索期刊准备科研论文',
    ),
    service_desc: t(
      'نساعدك على تحويل فصل من رسالتك أو دراسة مستقلة إلى مقال علمي: باختيار مجلة مفهرسة مناسبة، وإعادة هيكلة البحث وفق تعليماتها للمؤلفين، وكتابة ملخص قوي وخطاب تقديم. وبعد التحكيم نساعدك على الرد على ملاحظات المحكّمين نقطة نقطة.',
      "We help you turn a thesis chapter or a stand-alone study into a journal article: choosing a suitable indexed journal, restructuring the paper to its author guidelines, and writing a strong abstract and cover letter. After peer review, we help you answer the reviewers' comments point by point.",
      '我们帮助您把学位论文的某一章或一项独立研究改写为期刊论文：选择合适的检索期刊，按其作者指南重新组织文章结构，撰写有力的摘要和投稿信。审稿之后，我们还会协助您逐条回复审稿意见。',
    ),
    service_features: [
      t(
        'اختيار مجلة مفهرسة مناسبة في Scopus أو ISI',
        'Choosing a suitable Scopus- or ISI-indexed journal',
        '选择合适的Scopus或ISI检索期刊',
      ),
      t(
        'التنسيق وفق تعليمات المجلة للمؤلفين',
        "Formatting to the journal's author guidelines",
        '按期刊作者指南排版',
      ),
      t(
        'ملخص قوي وكلمات مفتاحية مدروسة',
        'A strong abstract and well-chosen keywords',
        '撰写有力的摘要与关键词',
      ),
      t('خطاب تقديم إلى رئيس التحرير', 'A cover letter to the editor', '撰写致主编投稿信'),
      t(
        'الرد على ملاحظات المحكمين نقطة نقطة',
        "Point-by-point replies to the reviewers' comments",
        '逐条回复审稿意见',
      ),
      t('التنبيه إلى المجلات الوهمية', 'Warnings about predatory journals', '提醒规避掠夺性期刊'),
    ],
    art: { motif: 'document', seed: 28, tone: 'dusk' },
  },
];
