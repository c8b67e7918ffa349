import { t } from './lang';
import type { SeedService } from './types';

/** Services in the SPSS and presentations categories, and one without a category. */
export const SERVICES_B: SeedService[] = [
  {
    key: 'spss-analysis',
    category: 'spss',
    service_name: t('التحليل الإحصائي للرسائل', 'Thesis Statistical Analysis', '论文数据统计分析'),
    service_long_name: t(
      'التحليل الإحصائي لبيانات الرسائل والأبحاث باستخدام SPSS وAMOS',
      'Statistical analysis of thesis and research data with SPSS and AMOS',
      '使用SPSS和AMOS进行学位论文及科研数据统计分析',
    ),
    service_desc: t(
      'يراجع إحصائي متخصص فرضياتك وبياناتك، ويختار الاختبارات المناسبة، ويجري التحليل باستخدام SPSS، أو AMOS وSmartPLS عند الحاجة إلى النمذجة البنائية. وتتسلّم جداول منسقة بنمط APA، وملفات المخرجات، وتفسيرًا واضحًا لكل نتيجة.',
      'A statistician reviews your hypotheses and data, chooses the appropriate tests and runs the analysis in SPSS, or in AMOS and SmartPLS when structural modelling is needed. You receive tables formatted in APA style, the output files and a clear interpretation of every result.',
      '由统计专家审查您的研究假设与数据，选择合适的检验方法，并在SPSS中完成分析；需要结构方程模型时使用AMOS或SmartPLS。您将获得APA格式的表格、原始输出文件，以及对每项结果清晰易懂的解释。',
    ),
    service_features: [
      t('إدخال البيانات وتنقيتها وترميزها', 'Data entry, cleaning and coding', '数据录入、清洗与编码'),
      t(
        'فحص التوزيع الطبيعي واختيار الاختبارات المناسبة',
        'Normality checks and the right choice of tests',
        '正态性检验与检验方法选择',
      ),
      t(
        'اختبارات T وتحليل التباين والارتباط والانحدار',
        'T-tests, ANOVA, correlation and regression',
        'T检验、方差分析、相关与回归',
      ),
      t(
        'النمذجة بالمعادلات البنائية عبر AMOS أو SmartPLS',
        'Structural equation modelling with AMOS or SmartPLS',
        '使用AMOS或SmartPLS构建结构方程模型',
      ),
      t('جداول منسقة بنمط APA', 'Tables formatted in APA style', 'APA格式统计表格'),
      t('تفسير كل نتيجة بلغة واضحة', 'A plain-language interpretation of every result', '逐项解释分析结果'),
      t('جلسة عن بُعد لشرح المخرجات', 'An online session to walk you through the output', '在线讲解输出结果'),
    ],
    art: { motif: 'chart', seed: 31, tone: 'teal' },
  },
  {
    key: 'questionnaire-design',
    category: 'spss',
    service_name: t('تصميم الاستبانات وتحكيمها', 'Questionnaire Design & Validation', '问卷设计与信效度检验'),
    service_long_name: t(
      'تصميم أدوات الدراسة وقياس صدقها وثباتها',
      'Designing research instruments and measuring their validity and reliability',
      '研究工具设计及其效度与信度检验',
    ),
    service_desc: t(
      'الاستبانة السليمة أساس النتائج السليمة. نبني أداتك انطلاقًا من محاور الدراسة، ونستفيد من المقاييس المقننة متى توافرت، ونُعدّها للعرض على المحكّمين. وبعد الدراسة الاستطلاعية نحسب معامل ألفا كرونباخ ومعاملات الاتساق الداخلي ونُحسّن العبارات.',
      "A sound questionnaire is the basis of sound results. We build your instrument from the dimensions of your study, draw on validated scales where they exist and prepare it for review by expert judges. After the pilot study we compute Cronbach's alpha and internal-consistency coefficients and refine the items.",
      '可靠的问卷是可靠结果的基础。我们根据研究维度构建您的研究工具，尽可能借鉴已验证的量表，并为专家评审做好准备。预调查完成后，我们计算克朗巴哈α系数和内部一致性系数，并对题项进行优化。',
    ),
    service_features: [
      t(
        'عبارات مبنية على محاور الدراسة',
        'Items built from the dimensions of your study',
        '依据研究维度编制题项',
      ),
      t(
        'مقاييس ليكرت وخيارات إجابة واضحة',
        'Likert scales and clear response options',
        '李克特量表与清晰的选项',
      ),
      t('إعداد الأداة للتحكيم من الخبراء', 'Preparation for review by expert judges', '为专家评审做好准备'),
      t(
        'قياس الثبات بمعامل ألفا كرونباخ',
        "Reliability measured with Cronbach's alpha",
        '克朗巴哈α系数信度检验',
      ),
      t('قياس الصدق بالاتساق الداخلي', 'Validity through internal consistency', '内部一致性效度检验'),
      t('نسخة إلكترونية على نماذج Google', 'An electronic version in Google Forms', '提供Google表单电子版'),
    ],
    art: { motif: 'survey', seed: 32, tone: 'ocean' },
  },
  {
    key: 'results-chapter',
    category: 'spss',
    service_name: t('كتابة فصل النتائج ومناقشتها', 'Results & Discussion Chapter', '结果与讨论章节'),
    service_long_name: t(
      'عرض نتائج الدراسة وتفسيرها ومناقشتها في ضوء الدراسات السابقة',
      "Presenting, interpreting and discussing your study's results in the light of previous studies",
      '结合已有研究呈现、解释并讨论研究结果',
    ),
    service_desc: t(
      'الأرقام وحدها لا تُقنع لجنة المناقشة. نعرض النتائج سؤالًا سؤالًا، ونشرح دلالة كل نتيجة، ونناقشها في ضوء الدراسات السابقة في رسالتك، مبيّنين مواضع الاتفاق والاختلاف وأسبابها. ويُختم الفصل بتوصيات مستمدة مباشرة من النتائج.',
      'Numbers alone do not convince a committee. We present the results question by question, explain what each one means and discuss it against the previous studies in your thesis, showing where your findings agree, where they differ and why. The chapter closes with recommendations drawn directly from the results.',
      '仅有数字无法说服答辩委员会。我们逐个研究问题呈现结果，解释每项结果的含义，并与论文中的已有研究进行对比讨论，说明一致与差异之处及其原因。章节最后提出直接源自研究结果的建议。',
    ),
    service_features: [
      t('عرض النتائج سؤالًا سؤالًا', 'Results presented question by question', '按研究问题逐一呈现结果'),
      t('جداول ورسوم بيانية بعناوين واضحة', 'Tables and charts with clear titles', '标题清晰的表格与图表'),
      t(
        'مناقشة النتائج في ضوء الدراسات السابقة',
        'Discussion against previous studies',
        '与已有研究对比讨论',
      ),
      t(
        'توصيات ومقترحات لبحوث مستقبلية',
        'Recommendations and suggestions for future research',
        '提出建议及未来研究方向',
      ),
      t(
        'الاتساق مع أسئلة الدراسة وفرضياتها',
        "Consistency with the study's questions and hypotheses",
        '与研究问题和假设保持一致',
      ),
    ],
    art: { motif: 'scatter', seed: 33, tone: 'night' },
  },
  {
    key: 'defence-presentation',
    category: 'presentations',
    service_name: t('عرض مناقشة الرسالة', 'Thesis Defence Presentation', '论文答辩演示文稿'),
    service_long_name: t(
      'تصميم عرض تقديمي احترافي لمناقشة رسائل الماجستير والدكتوراه',
      "Professional slides for master's and doctoral thesis defences",
      '为硕博论文答辩设计专业演示文稿',
    ),
    service_desc: t(
      'في عشرين دقيقة ينبغي أن ترى اللجنة رسالتك كاملة. نختصرها في 15 إلى 20 شريحة واضحة: المشكلة والمنهجية وأهم النتائج والتوصيات، مع رسوم بيانية بدل الجداول المزدحمة. ونُعدّ لك كذلك ملاحظات للإلقاء وقائمة بالأسئلة التي تطرحها اللجان عادة.',
      'In twenty minutes the committee must see your whole thesis. We condense it into 15 to 20 clear slides covering the problem, the methodology, the key results and the recommendations, with charts instead of crowded tables. We also prepare speaker notes and a list of the questions committees usually ask.',
      '答辩委员会需要在二十分钟内看到您论文的全貌。我们将其浓缩为15至20张清晰的幻灯片：研究问题、方法、主要结果和建议，用图表代替拥挤的表格。我们还会为您准备演讲备注以及答辩委员会常问的问题清单。',
    ),
    service_features: [
      t(
        'من 15 إلى 20 شريحة تروي قصة رسالتك',
        '15–20 slides that tell the story of your thesis',
        '15至20张幻灯片讲述论文脉络',
      ),
      t(
        'تصميم بألوان جامعتك وشعارها',
        "A design in your university's colours and logo",
        '采用贵校配色与校徽',
      ),
      t('رسوم بيانية بدل الجداول المزدحمة', 'Charts instead of crowded tables', '以图表代替拥挤的表格'),
      t('ملاحظات إلقاء لكل شريحة', 'Speaker notes for every slide', '每页配有演讲备注'),
      t(
        'أسئلة اللجنة المتوقعة وإجاباتها',
        'Likely committee questions, with answers',
        '预测答辩问题并附参考答案',
      ),
      t('جلسة تدريب مع أستاذ جامعي', 'A rehearsal session with a professor', '与教授进行答辩演练'),
    ],
    art: { motif: 'slides', seed: 34, tone: 'dusk' },
  },
  {
    key: 'powerpoint',
    category: 'presentations',
    service_name: t('العروض التقديمية بوربوينت', 'PowerPoint Presentations', 'PPT演示文稿设计'),
    service_long_name: t(
      'تصميم عروض بوربوينت أكاديمية للمحاضرات والسمينارات والمؤتمرات',
      'Academic PowerPoint presentations for lectures, seminars and conferences',
      '为讲座、研讨会和学术会议设计PPT演示文稿',
    ),
    service_desc: t(
      'نحوّل بحثك أو تقريرك أو محاضرتك إلى عرض جذاب بهوية بصرية متسقة، وخطوط مقروءة بالعربية والإنجليزية، وحركات بسيطة تخدم رسالتك. ويُسلَّم الملف بصيغة بوربوينت قابلًا للتعديل بالكامل، مع نسخة PDF.',
      'We turn your research, report or lecture into an engaging presentation with a consistent visual identity, readable Arabic and English fonts and simple animations that support your message. The file is delivered as a fully editable PowerPoint, together with a PDF copy.',
      '我们将您的研究、报告或讲座转化为引人入胜的演示文稿：统一的视觉风格、清晰易读的阿拉伯语和英语字体，以及服务于内容的简洁动画。交付可完全编辑的PowerPoint文件，并附PDF版本。',
    ),
    service_features: [
      t('هوية بصرية متسقة', 'A consistent visual identity', '统一的视觉风格'),
      t('خطوط عربية وإنجليزية مقروءة', 'Readable Arabic and English fonts', '清晰易读的阿拉伯语与英语字体'),
      t('إنفوجرافيك وأيقونات معبّرة', 'Infographics and meaningful icons', '信息图表与图标'),
      t('حركات بسيطة هادفة', 'Simple, purposeful animations', '简洁且有意义的动画'),
      t(
        'ملف بوربوينت قابل للتعديل ونسخة PDF',
        'An editable PowerPoint file and a PDF copy',
        '可编辑PPT文件及PDF版本',
      ),
    ],
    art: { motif: 'slides', seed: 35, tone: 'violet' },
  },
  {
    key: 'citation-formatting',
    category: null,
    service_name: t('التوثيق وتنسيق المراجع', 'Citation & Reference Formatting', '引文与参考文献排版'),
    service_long_name: t(
      'توثيق المراجع وتنسيقها بنظام APA وMLA وهارفارد وغيرها',
      'Citing and formatting references in APA, MLA, Harvard and other styles',
      '按APA、MLA、哈佛等格式规范引文与参考文献',
    ),
    service_desc: t(
      'عدم اتساق المراجع من أكثر الملاحظات التي تبديها اللجان والمحكّمون. نطابق كل استشهاد في المتن مع قائمة المراجع، ونستكمل البيانات الناقصة مثل معرّف DOI وأرقام الصفحات، وننسّق كل شيء بالنظام الذي تشترطه جامعتك. وعند الطلب نُنشئ لك مكتبة EndNote أو Zotero لرسالتك.',
      'Inconsistent references are among the most common comments from committees and reviewers. We check every in-text citation against the reference list, complete missing details such as DOIs and page numbers, and format everything in the style your university requires. On request, we build an EndNote or Zotero library for your thesis.',
      '参考文献格式不统一是答辩委员会和审稿人最常指出的问题之一。我们逐条核对正文引用与参考文献列表，补全DOI、页码等缺失信息，并按贵校要求的格式统一排版。如有需要，还可为您的论文建立EndNote或Zotero文献库。',
    ),
    service_features: [
      t(
        'مطابقة الاستشهادات مع قائمة المراجع',
        'In-text citations matched to the reference list',
        '核对正文引用与文献列表',
      ),
      t(
        'نظام APA الإصدار السابع وMLA وهارفارد وشيكاغو',
        'APA 7th edition, MLA, Harvard and Chicago',
        '支持APA第7版、MLA、哈佛及芝加哥格式',
      ),
      t('استكمال معرّفات DOI والبيانات الناقصة', 'DOIs and missing details completed', '补全DOI及缺失信息'),
      t(
        'ترتيب المراجع العربية والأجنبية ترتيبًا صحيحًا',
        'Arabic and foreign references sorted correctly',
        '阿拉伯语与外文文献正确排序',
      ),
      t(
        'مكتبة EndNote أو Zotero عند الطلب',
        'An EndNote or Zotero library on request',
        '可按需建立EndNote或Zotero文献库',
      ),
    ],
    art: { motif: 'magnifier', seed: 36, tone: 'ocean' },
  },
];
