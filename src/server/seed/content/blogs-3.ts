import { md, t } from './lang';
import type { SeedBlog } from './types';

/** Blog posts: academic translation pitfalls, sampling and questionnaire design. */
export const BLOGS_3: SeedBlog[] = [
  {
    key: 'academic-translation-pitfalls',
    blog_title: t(
      'ستة أخطاء شائعة في الترجمة الأكاديمية بين العربية والإنجليزية',
      'Six Pitfalls in Academic Translation Between Arabic and English',
      '阿英学术翻译中的六个常见陷阱',
    ),
    blog_author: t('د. يوسف الخطيب', 'Dr. Youssef Al-Khatib', '优素福·哈提卜博士'),
    art: { motif: 'globe', seed: 66, tone: 'violet' },
    daysAgo: 43,
    blog_desc_md: {
      ar: md`
        ترجمة ملخص أو مقال أو رسالة كاملة ليست مجرد استبدال كلمات بكلمات. فللنصوص الأكاديمية أعراف تختلف بين العربية والإنجليزية، والترجمة الحرفية قد تجعل بحثًا رصينًا يبدو ضعيفًا في عين المحكّم. وهذه أكثر الأخطاء التي نصححها.

        ## 1. نقل بنية الجملة حرفيًّا

        يميل النثر الأكاديمي العربي إلى الجمل الطويلة المتصلة بالواو و«حيث»، وإذا نُقلت كما هي أنتجت جملًا إنجليزية متراكبة يصعب تتبعها. قسّمها إلى جمل أقصر، وصرّح بالروابط المنطقية بكلمات مثل however وtherefore وwhereas.

        ## 2. عدم توحيد المصطلحات

        أن يُترجم المفهوم الواحد بثلاث طرق في الرسالة نفسها، كأن تُترجم كلمة «التحصيل» مرة achievement ومرة attainment وثالثة performance، أمرٌ يربك القارئ والمحكّم. اتفق على مقابل واحد لكل مصطلح رئيس، ودوّنه في مسرد، والتزم به في النص كله.

        ## 3. المقابلات المضلِّلة والتقريبية

        بعض المصطلحات تبدو متقابلة وهي ليست كذلك. فعبارة «دراسة ميدانية» تُترجم غالبًا field study أو survey study بحسب المنهج المستخدم، و«الفرضية الصفرية» هي null hypothesis لا zero hypothesis.

        ## 4. إغفال أعراف اللغة الهدف

        تستخدم الملخصات الإنجليزية عادةً الفعل الماضي في وصف المنهج والنتائج، وتتجنب المقدمات البلاغية. أما النصوص العربية فكثيرًا ما تبدأ بالإشادة بأهمية الموضوع؛ وفي الإنجليزية ادخل إلى المشكلة من الجملة الأولى.

        ## 5. سوء ترجمة الأسماء والمراجع

        اكتب أسماء المؤلفين كما وردت في أعمالهم المنشورة، ولا تترجم أسماء المجلات في قائمة المراجع، والتزم بنظام موحّد لكتابة الأسماء العربية بالحروف اللاتينية.

        ## 6. الاعتماد على الترجمة الآلية دون مراجعة

        الترجمة الآلية مفيدة لفهم مصدر ما، لكن مخرجاتها كثيرًا ما تحتوي أخطاء واثقة في المصطلحات المتخصصة. وأي نص تقدّمه ينبغي أن يراجعه مترجم يعرف المجال.

        > الترجمة الأكاديمية الجيدة لا تُرى: يقرأ المحكّم البحث، لا الترجمة.

        ## قائمة تحقق سريعة قبل التسليم

        - هل تُرجم كل مصطلح رئيس بالطريقة نفسها في النص كله؟
        - هل تطابق الجداول والأشكال والأرقام الأصل تمامًا؟
        - هل راجع قارئ ثانٍ النص مقابل المصدر؟
      `,
      en: md`
        Translating an abstract, an article or a whole thesis is not a matter of replacing words. Academic writing follows different conventions in Arabic and in English, and a literal translation can make solid research look weak to a reviewer. These are the pitfalls we correct most often.

        ## 1. Literal sentence structure

        Arabic academic prose favours long sentences chained with "wa" (and) and "haythu" (where, since). Carried over directly, they produce English run-on sentences that are hard to follow. Split them, and make the logical links explicit with words such as _however_, _therefore_ and _whereas_.

        ## 2. Inconsistent terminology

        One concept translated three ways in the same thesis, for example "التحصيل" rendered as _achievement_, _attainment_ and _performance_, confuses readers and reviewers alike. Agree on one equivalent for each key term, record it in a glossary and use it throughout.

        ## 3. False friends and loose equivalents

        Some terms look equivalent but are not. "دراسة ميدانية" is usually better rendered as _field study_ or _survey study_, depending on the method, and "الفرضية الصفرية" must be _null hypothesis_, never "zero hypothesis".

        ## 4. Ignoring the conventions of the target language

        English abstracts usually describe methods and results in the past tense and avoid rhetorical openings. Arabic texts often open by praising the importance of the topic; in English, get to the problem in the first sentence.

        ## 5. Mishandling names and references

        Keep authors' names as they appear in their published work, do not translate journal titles in the reference list, and follow one consistent system for transliterating Arabic names.

        ## 6. Relying on machine translation without review

        Machine translation is useful for understanding a source, but its output often contains confident errors in technical terms. Any text you submit should be revised by a translator who knows the field.

        > A good academic translation is invisible: the reviewer reads the research, not the translation.

        ## A quick checklist before you submit

        - Is every key term translated the same way throughout?
        - Do the tables, figures and numbers match the original exactly?
        - Has a second reader checked the text against the source?
      `,
      zh: md`
        翻译一篇摘要、一篇文章或整篇学位论文，并不是简单地替换词语。阿拉伯语和英语的学术写作遵循不同的规范，逐字直译可能让扎实的研究在审稿人眼中显得薄弱。以下是我们最常纠正的问题。

        ## 1. 照搬句子结构

        阿拉伯语学术文体偏爱用“و”（和）与“حيث”（由于、其中）连接的长句。如果原样搬到英语中，就会形成难以理解的冗长句。应将其拆分为较短的句子，并用 however、therefore、whereas 等词明确逻辑关系。

        ## 2. 术语不统一

        同一个概念在一篇论文中有三种译法，例如把“التحصيل”时而译作 achievement，时而译作 attainment，时而又译作 performance，会让读者和审稿人困惑。每个关键术语只确定一个对应词，记入术语表，并全文统一使用。

        ## 3. 假对应词与不准确的对应

        有些术语看似对应，实则不然。“دراسة ميدانية”（实地研究）通常应视研究方法译为 field study 或 survey study；“الفرضية الصفرية”必须译为 null hypothesis，而不是 zero hypothesis。

        ## 4. 忽视目标语言的规范

        英文摘要通常用过去时描述方法和结果，并避免修辞性的开头。阿拉伯语文本常以强调课题的重要性开篇；而在英语中，第一句就应切入研究问题。

        ## 5. 人名与参考文献处理不当

        作者姓名应与其发表作品中的写法一致，参考文献列表中的期刊名不要翻译，阿拉伯语人名的拉丁字母转写要采用统一的体系。

        ## 6. 依赖机器翻译而不审校

        机器翻译有助于理解原文，但其输出常在专业术语上出现“自信的错误”。任何提交的文本都应由熟悉该领域的译者审校。

        > 好的学术翻译是隐形的：审稿人读到的是研究，而不是翻译。

        ## 提交前快速自查

        - 每个关键术语是否全文译法一致？
        - 表格、图形和数字是否与原文完全一致？
        - 是否有第二位读者对照原文审读过译文？
      `,
    },
  },
  {
    key: 'sampling-and-questionnaire-design',
    blog_title: t(
      'العينة وتصميم الاستبانة: كيف تحصل على بيانات سليمة؟',
      'Sampling and Questionnaire Design: Getting Your Data Right',
      '抽样与问卷设计：如何获得可靠的数据',
    ),
    blog_author: t('أ.د. سالم الحربي', 'Prof. Salem Al-Harbi', '萨利姆·哈尔比教授'),
    art: { motif: 'survey', seed: 67, tone: 'indigo' },
    daysAgo: 55,
    blog_desc_md: {
      ar: md`
        لا يستطيع أي أسلوب إحصائي إنقاذ بيانات جُمعت من الأشخاص الخطأ بأداة ضعيفة البناء. والوقت الذي تقضيه في إعداد العينة والاستبانة قبل جمع البيانات يوفّر عليك أسابيع من المتاعب بعده.

        ## حدّد المجتمع أولًا

        صِف بدقة الفئة التي يُراد تعميم نتائجك عليها: «معلمو الرياضيات في المرحلة الثانوية بالمدارس الحكومية في جدة للعام الدراسي 2024/2025» مجتمع، أما «المعلمون» فليس كذلك. فهذا التحديد هو الذي يقرر من أين تسحب عينتك، وإلى أي مدى يمكنك التعميم.

        ## اختر طريقة المعاينة

        - **العينة العشوائية البسيطة أو المنتظمة** تمنح كل فرد فرصة متساوية للاختيار، وتتطلب قائمة كاملة بأفراد المجتمع.
        - **العينة العشوائية الطبقية** تحافظ على نسب الفئات المهمة، كالجنس أو نوع المدرسة، كما هي في المجتمع.
        - **العينة العنقودية** تختار مدارس أو فصولًا أو مستشفيات كاملة عندما يتعذر حصر الأفراد.
        - **العينة المتاحة** سريعة لكنها تحدّ من التعميم؛ وإن استخدمتها فاذكر ذلك صراحة في حدود الدراسة.

        ## كم عدد المشاركين؟

        يتوقف حجم العينة على حجم المجتمع، وهامش الخطأ الذي تقبله، ونوع التحليل الذي تخطط له. تعطي جداول مثل جدول كريجسي ومورغان (1970) نحو 384 مشاركًا للمجتمعات الكبيرة جدًّا عند هامش خطأ 5% ومستوى ثقة 95%، أما عند مقارنة المجموعات أو إجراء الانحدار فالأفضل حساب القوة الإحصائية ببرنامج G\\*Power. وخطّط لزيادة العدد بنسبة تتراوح بين 10% و20%، لأن بعض الاستبانات تعود ناقصة.

        ## ابنِ الاستبانة

        1. استخرج المحاور من أسئلة دراستك ومن الأدبيات، واكتب عبارات لكل محور.
        2. اكتب عبارات قصيرة واضحة تحمل كلٌّ منها فكرة واحدة، وتجنّب العبارات المزدوجة مثل «كان المقرر مفيدًا وممتعًا».
        3. استخدم مقياس استجابة واحدًا في الاستبانة كلها، وغالبًا ما يكون مقياس ليكرت الخماسي من «غير موافق بشدة» إلى «موافق بشدة».
        4. أدرج عددًا قليلًا من العبارات السلبية، وتذكّر عكس ترميزها قبل التحليل.
        5. ضع الأسئلة الديموغرافية في النهاية، واقتصر منها على ما ستحلله فعلًا.

        > الاستبانة لا تقيس إلا ما تسأل عنه عباراتها؛ لذا ينبغي أن تستحق كل عبارة مكانها بخدمة سؤال من أسئلة البحث.

        ## تحقّق من الأداة قبل جمع البيانات

        اعرض المسودة على محكّمين خبراء للتحقق من الصدق الظاهري وصدق المحتوى، ثم طبّقها في دراسة استطلاعية على 30 إلى 40 فردًا يشبهون عينتك. احسب معامل ألفا كرونباخ (تُعدّ القيم الأعلى من 0.70 مقبولة عمومًا) ومعاملات ارتباط العبارات بالدرجة الكلية، وعدّل العبارات الضعيفة، ثم ابدأ جمع البيانات الأساسي.
      `,
      en: md`
        No statistical technique can rescue data collected from the wrong people with a poorly built instrument. Time spent on the sample and the questionnaire before data collection saves weeks of trouble afterwards.

        ## Define the population first

        Describe precisely whom your results are meant to apply to: "mathematics teachers in the public secondary schools of Jeddah in the 2024/2025 school year" is a population; "teachers" is not. The definition decides where you draw your sample from and how far you can generalise.

        ## Choose a sampling method

        - **Simple or systematic random sampling** gives every member an equal chance of selection, but it needs a complete list of the population.
        - **Stratified random sampling** keeps the proportions of important subgroups, such as gender or school type, the same as in the population.
        - **Cluster sampling** selects whole schools, classes or hospitals when individuals cannot be listed.
        - **Convenience sampling** is quick but limits generalisation; if you use it, say so clearly in your limitations.

        ## How many participants?

        Sample size depends on the size of the population, the margin of error you accept and the analysis you plan. Tables such as Krejcie and Morgan's (1970) give about 384 participants for very large populations at a 5% margin of error and 95% confidence; when you compare groups or run a regression, a power analysis in G\\*Power is the better guide. Plan for 10–20% more participants than you need, since some questionnaires come back incomplete.

        ## Build the questionnaire

        1. Derive the dimensions from your research questions and the literature, and write items for each one.
        2. Write short, clear items that each carry one idea; avoid double-barrelled items such as "The course was useful and enjoyable".
        3. Use one response scale throughout, typically a five-point Likert scale from "strongly disagree" to "strongly agree".
        4. Include a few negatively worded items, and remember to reverse-code them before the analysis.
        5. Put the demographic questions at the end, and ask only for what you will actually analyse.

        > A questionnaire measures only what its items ask, so every item must earn its place by serving a research question.

        ## Validate before you collect

        Send the draft to expert judges for face and content validity, then run a pilot study with 30 to 40 people similar to your sample. Compute Cronbach's alpha (values above 0.70 are generally acceptable) and the item-total correlations, revise the weak items, and only then start the main data collection.
      `,
      zh: md`
        如果数据来自错误的对象、使用的工具又设计不良，任何统计方法都无法挽救。在收集数据之前花在样本和问卷上的时间，能为你省去之后数周的麻烦。

        ## 先界定总体

        准确描述你的结果要推广到的人群：“2024/2025学年吉达公立中学的数学教师”是一个总体，而“教师”不是。这一界定决定了你从哪里抽样，以及结果能推广到什么程度。

        ## 选择抽样方法

        - **简单随机抽样或系统抽样**使每个成员被选中的机会均等，但需要一份完整的总体名单。
        - **分层随机抽样**使性别、学校类型等重要子群体的比例与总体保持一致。
        - **整群抽样**在无法列出个体名单时，整体抽取学校、班级或医院。
        - **方便抽样**快捷，但限制了结果的推广；如果使用，应在研究局限中明确说明。

        ## 需要多少参与者？

        样本量取决于总体规模、可接受的误差范围以及计划采用的分析方法。按照Krejcie和Morgan（1970）的样本量表，在95%置信水平、5%误差范围下，极大总体约需384名参与者；若要进行组间比较或回归分析，最好用G\\*Power做统计功效分析。此外，应多预留10%至20%的样本，因为总有部分问卷填答不完整。

        ## 编制问卷

        1. 根据研究问题和文献确定维度，并为每个维度编写题项。
        2. 题项要简短清晰，每题只包含一个意思；避免“这门课程既有用又有趣”这类双重问题。
        3. 全卷统一使用一种作答量表，通常是从“非常不同意”到“非常同意”的李克特五点量表。
        4. 加入少量反向题，并记得在分析前重新编码。
        5. 把人口统计学问题放在最后，只保留你真正要分析的项目。

        > 问卷只能测量其题项所问的内容，因此每一道题都必须服务于某个研究问题，才配占有一席之地。

        ## 正式施测前先检验

        先请专家评审问卷的表面效度和内容效度，再在30至40名与样本相似的人群中进行预调查。计算克朗巴哈α系数（一般认为高于0.70即可接受）和题总相关，修改表现不佳的题项，然后再开始正式的数据收集。
      `,
    },
  },
];
