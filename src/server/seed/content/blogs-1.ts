import { md, t } from './lang';
import type { SeedBlog } from './types';

/** Blog posts: choosing a topic and the literature review. */
export const BLOGS_1: SeedBlog[] = [
  {
    key: 'choosing-a-thesis-topic',
    blog_title: t(
      'كيف تختار موضوع رسالة تستطيع إنجازه؟',
      'How to Choose a Thesis Topic You Can Actually Finish',
      '如何选择一个能够顺利完成的论文题目',
    ),
    blog_author: t(
      'أ.د. أحمد عبد العزيز منصور',
      'Prof. Ahmed Abdel-Aziz Mansour',
      '艾哈迈德·阿卜杜勒-阿齐兹·曼苏尔教授',
    ),
    art: { motif: 'books', seed: 61, tone: 'violet' },
    daysAgo: 3,
    blog_desc_md: {
      ar: md`
        اختيار الموضوع هو أول قرار حقيقي في رحلة الماجستير أو الدكتوراه، وهو قرار يحدد شكل السنتين أو الثلاث التالية. والموضوع الذي يبدو مبهرًا لكنه لا يمكن بحثه في حدود الوقت والبيانات والإشراف المتاحة لك هو أكثر أسباب تعثّر الطلاب شيوعًا.

        ## ابدأ من مشكلة حقيقية

        تنطلق الموضوعات الجيدة من مشكلة يواجهها أهل تخصصك فعلًا: فجوة بين ما تتوقعه النظرية وما يحدث في الواقع، أو سؤال اختلفت فيه الدراسات السابقة، أو سياق جديد لم تُختبر فيه نتائج معروفة. اقرأ قسم «التوصيات والبحوث المقترحة» في الرسائل الحديثة بقسمك؛ فهو قائمة جاهزة بالأسئلة المفتوحة.

        ## اختبر الفكرة بأربعة معايير

        قبل أن تتعلق بفكرة ما، افحصها بصدق:

        1. **الأصالة:** هل تضيف شيئًا ولو متواضعًا، كمجتمع أو بيئة أو متغير جديد؟
        2. **قابلية التنفيذ:** هل تستطيع الوصول إلى المشاركين أو البيانات في حدود وقتك وميزانيتك؟
        3. **الحدود:** هل الموضوع ضيق بما يكفي لتجيب عنه بعمق؟ «التعليم في الوطن العربي» مجال، أما «أثر التعلم المقلوب في تحصيل طلاب الصف العاشر في مادة الكيمياء بعمّان» فهو موضوع.
        4. **الإشراف:** هل في قسمك عضو هيئة تدريس يعمل في هذا المجال ومستعد للإشراف عليه؟

        ## ضيّق الفكرة إلى عنوان قابل للبحث

        يذكر العنوان القوي عادةً المتغيرات والمجتمع والبيئة. قارن بين:

        - عنوان ضعيف: _وسائل التواصل الاجتماعي والطلاب_
        - عنوان أفضل: _العلاقة بين الاستخدام اليومي لوسائل التواصل الاجتماعي والتسويف الأكاديمي لدى طالبات المرحلة الجامعية في جامعة الملك سعود_

        العنوان الثاني يخبرك مسبقًا بما ستقيسه، ومن ستختار عينتك، وأي اختبار إحصائي ستستخدمه على الأرجح.

        > الموضوع البحثي الجيد ليس الذي يُبهر اللجنة في اليوم الأول، بل الذي تستطيع الدفاع عنه بإقناع في اليوم الأخير.

        ## تحدّث إلى مشرفك مبكرًا

        احمل إليه مقترحين أو ثلاثة، كلٌّ منها في نصف صفحة: المشكلة، والسؤال الرئيس، والمنهج المتوقع، والمصادر المحتملة للبيانات. فالمشرفون يتجاوبون مع الخيارات المحددة أكثر بكثير من عبارة «أنا مهتم بالقيادة».

        ## أخطاء شائعة تجنّبها

        - اختيار موضوع لمجرد سهولة جمع بياناته، دون سؤال حقيقي وراءه.
        - نقل عنوان من جامعة أخرى دون التحقق مما إذا كان قد دُرس في سياقك.
        - الوعد بدراسة عدد كبير من المتغيرات دفعة واحدة.

        وإذا كنت مترددًا، يستطيع باحثونا مراجعة أفكارك واقتراح عناوين تناسب تخصصك ومتطلبات جامعتك.
      `,
      en: md`
        Choosing a topic is the first real decision of your master's or doctoral journey, and it shapes the next two or three years. A topic that sounds impressive but cannot be researched with the time, data and supervision available to you is the most common reason students stall.

        ## Start from a real problem

        Good topics start from a problem that people in your field actually face: a gap between what a theory predicts and what happens in practice, a question on which previous studies disagree, or a new context in which familiar findings have not been tested. Read the "recommendations for future research" sections of recent theses in your department; they are a ready-made list of open questions.

        ## Test the idea against four criteria

        Before you fall in love with an idea, check it honestly:

        1. **Originality:** Does it add something, even something modest, such as a new population, setting or variable?
        2. **Feasibility:** Can you reach the participants or the data within your timeline and budget?
        3. **Scope:** Is it narrow enough to answer in depth? "Education in the Arab world" is a field; "the effect of flipped learning on Year 10 students' achievement in chemistry in Amman" is a topic.
        4. **Supervision:** Is there a faculty member in your department who works in this area and is willing to supervise it?

        ## Narrow it into a researchable title

        A strong title usually names the variables, the population and the setting. Compare:

        - Weak: _Social media and students_
        - Better: _The relationship between daily social-media use and academic procrastination among female undergraduates at King Saud University_

        The second title already tells you what to measure, whom to sample and which statistical test you are likely to use.

        > A good research topic is not the one that impresses the committee on the first day, but the one you can still defend convincingly on the last.

        ## Talk to your supervisor early

        Bring two or three short proposals of half a page each: the problem, the main question, the expected method and the likely sources of data. Supervisors respond far better to concrete options than to "I'm interested in leadership".

        ## Common mistakes to avoid

        - Choosing a topic only because its data are easy to collect, with no real question behind it.
        - Copying a title from another university without checking whether it has already been studied in your context.
        - Promising to study too many variables at once.

        If you are unsure, our researchers can review your ideas and suggest titles that fit your field and your university's requirements.
      `,
      zh: md`
        选题是硕士或博士阶段的第一个真正决定，它将影响接下来两三年的研究。一个听起来很有分量、却无法在现有时间、数据和指导条件下完成的题目，是学生进度停滞最常见的原因。

        ## 从真实的问题出发

        好的题目源自本领域真正存在的问题：理论预测与实际情况之间的差距、已有研究结论不一致的问题，或者尚未检验过既有结论的新情境。阅读本院系近期论文中的“未来研究建议”部分，那里就是一份现成的开放问题清单。

        ## 用四个标准检验想法

        在爱上一个想法之前，先诚实地检验它：

        1. **原创性**：它是否有所贡献，哪怕只是新的群体、环境或变量？
        2. **可行性**：能否在时间和预算范围内接触到研究对象或获取数据？
        3. **范围**：题目是否足够聚焦，可以深入回答？“阿拉伯世界的教育”是一个领域；“翻转课堂对安曼十年级学生化学成绩的影响”才是一个题目。
        4. **指导**：院系里是否有研究该方向并愿意指导的老师？

        ## 把想法收窄为可研究的题目

        一个好的题目通常会点明变量、研究对象和研究情境。比较一下：

        - 较弱：_社交媒体与学生_
        - 较好：_沙特国王大学女性本科生每日社交媒体使用与学业拖延的关系_

        第二个题目已经告诉你要测量什么、抽样对象是谁，以及可能使用哪种统计检验。

        > 好的研究题目，不是第一天就让委员会眼前一亮的题目，而是到最后一天你仍能令人信服地为之辩护的题目。

        ## 尽早与导师沟通

        准备两到三个简短的方案，每个半页：研究问题、核心问题、预期方法和可能的数据来源。相比“我对领导力感兴趣”，导师对具体的选项反馈要积极得多。

        ## 需要避免的常见错误

        - 只因数据容易收集而选题，背后却没有真正的问题。
        - 照搬其他大学的题目，而不核实它在你的情境中是否已被研究过。
        - 一次承诺研究过多的变量。

        如果你拿不定主意，我们的研究员可以审阅你的想法，并推荐符合你的专业和学校要求的题目。
      `,
    },
  },
  {
    key: 'writing-a-literature-review',
    blog_title: t(
      'كيف تكتب دراسات سابقة لا تكتفي بالتلخيص',
      'Writing a Literature Review That Does More Than Summarise',
      '如何撰写不止于罗列的文献综述',
    ),
    blog_author: t('د. رانيا محمود', 'Dr. Rania Mahmoud', '拉尼娅·马哈茂德博士'),
    art: { motif: 'magnifier', seed: 62, tone: 'indigo' },
    daysAgo: 11,
    blog_desc_md: {
      ar: md`
        تبدو كثير من المسودات الأولى للدراسات السابقة قائمةً مشروحة: فقرة لكل دراسة، مرتبة حسب سنة النشر، تبدأ كلٌّ منها بعبارة «وفي عام 2019 توصّل فلان إلى…». وتصف لجان المناقشة ذلك بأنه «تلخيص لا مراجعة». أما المراجعة الحقيقية فتبيّن علاقة الدراسات بعضها ببعض، وعلاقتها بسؤال بحثك.

        ## ما وظيفة الدراسات السابقة؟

        لفصل الدراسات السابقة ثلاث وظائف:

        - أن يُظهر إلمامك بأهم النظريات والنتائج في مجالك.
        - أن يكشف الفجوة أو التناقض أو السياق غير المدروس الذي تعالجه دراستك.
        - أن يسوّغ اختيارك للمتغيرات والأدوات والمنهج.

        ## خطوات عملية

        1. **ابحث بطريقة منهجية.** استخدم كلماتك المفتاحية ومرادفاتها بالعربية والإنجليزية في قواعد بيانات مثل المنهل ودار المنظومة وERIC وScopus والباحث العلمي من Google، واحتفظ بسجل لعمليات البحث لتتمكن من وصفها.
        2. **افرز واختر.** اقرأ العناوين والملخصات أولًا، واحتفظ بالدراسات القريبة من متغيراتك ومجتمعك، وقدّم دراسات السنوات الخمس إلى العشر الأخيرة.
        3. **ابنِ مصفوفة تركيب.** خصّص في جدول بيانات صفًّا لكل دراسة، وأعمدة للهدف والعينة والأداة والمنهج وأهم النتائج؛ وستظهر لك الأنماط سريعًا.
        4. **جمّع الدراسات في محاور.** نظّم الفصل حول المحاور أو المتغيرات لا حول الباحثين، فيصبح كل محور قسمًا مستقلًا.
        5. **اكتب التعقيب.** اختم بقسم يبيّن مواضع اتفاق الدراسات واختلافها، وما لم تتناوله أيٌّ منها، وهو بالضبط ما ستقدمه دراستك.

        ## من التلخيص إلى التركيب

        بدلًا من وصف كل دراسة منفردة، اكتب جملًا تربط بينها:

        - «أشارت ثلاث دراسات خليجية إلى علاقة موجبة، في حين لم تجد دراستان مصريتان أي علاقة، وربما يرجع ذلك إلى اختلاف أعمار العينات.»
        - «اعتمدت معظم الدراسات على استبانات التقرير الذاتي، وقليل منها استخدم الملاحظة.»

        > إذا استطعت حذف أي فقرة من دراساتك السابقة دون أن تتغير الحجة، فتلك الفقرة تلخّص ولا تراجع.

        ## نظّم مراجعك من اليوم الأول

        احفظ كل مصدر في برنامج لإدارة المراجع مثل Zotero أو EndNote فور قراءته؛ فإعادة بناء قائمة المراجع من الذاكرة في نهاية الرسالة تستهلك أيامًا وتُنتج أخطاء.

        والدراسات السابقة المبنية بهذه الطريقة لا تملأ فصلًا فحسب، بل تجعل كتابة مشكلة البحث وفرضياته ومناقشة نتائجه أيسر بكثير.
      `,
      en: md`
        Many first drafts of a literature review read like an annotated list: one paragraph per study, in order of publication, each beginning "In 2019, X found that…". Committees call this summarising, not reviewing. A real review shows how the studies relate to each other and to your own research question.

        ## What a literature review is for

        Your review has three jobs:

        - To show that you know the main theories and findings in your area.
        - To reveal the gap, contradiction or untested context that your study addresses.
        - To justify your choice of variables, instruments and method.

        ## A practical workflow

        1. **Search systematically.** Use your keywords and their synonyms, in Arabic and English, across databases such as Al-Manhal, Dar Al-Mandumah, ERIC, Scopus and Google Scholar. Keep a log of your searches so that you can describe them.
        2. **Screen and select.** Read titles and abstracts first; keep the studies closest to your variables and population, and favour the last five to ten years.
        3. **Build a synthesis matrix.** In a spreadsheet, give each study a row, with columns for aim, sample, instrument, method and main findings. Patterns appear quickly.
        4. **Group by theme.** Organise the chapter around themes or variables, not authors. Each theme becomes a section.
        5. **Write the commentary.** Close with a section that states where the studies agree, where they differ and what none of them has done, which is exactly what your study will do.

        ## Turning summary into synthesis

        Instead of describing each study separately, write sentences that connect them:

        - "Three Gulf studies reported a positive relationship, whereas two Egyptian studies found none, possibly because of differences in the age of their samples."
        - "Most studies relied on self-report questionnaires; few used observation."

        > If you can delete any paragraph from your review without the argument changing, that paragraph is summarising, not reviewing.

        ## Manage your references from day one

        Save every source in a reference manager such as Zotero or EndNote as soon as you read it. Rebuilding a reference list from memory at the end of a thesis costs days and produces errors.

        A review built this way does more than fill a chapter: it makes your problem statement, your hypotheses and the discussion of your results far easier to write.
      `,
      zh: md`
        许多文献综述的初稿读起来像一份带注释的清单：每项研究一段，按发表年份排列，每段都以“2019年，某某发现……”开头。答辩委员会称之为罗列而非综述。真正的综述要说明各项研究之间的关系，以及它们与你的研究问题之间的联系。

        ## 文献综述的作用

        文献综述承担三项任务：

        - 表明你掌握了本领域的主要理论和研究发现。
        - 揭示你的研究要解决的空白、矛盾或尚未检验的情境。
        - 为你选择的变量、工具和方法提供依据。

        ## 实用步骤

        1. **系统检索**。在Al-Manhal、Dar Al-Mandumah、ERIC、Scopus和谷歌学术等数据库中，用阿拉伯语和英语的关键词及其同义词检索，并记录检索过程，以便在论文中加以说明。
        2. **筛选文献**。先读题目和摘要，保留与你的变量和研究对象最接近的研究，优先选择近五到十年的文献。
        3. **建立综合矩阵**。在电子表格中每项研究占一行，列出研究目的、样本、工具、方法和主要发现，规律很快就会显现。
        4. **按主题归类**。围绕主题或变量而不是作者来组织章节，每个主题成为一节。
        5. **撰写评述**。最后一节说明各研究的一致与分歧之处，以及它们都没有做过的事情——这正是你的研究要做的。

        ## 从罗列走向综合

        不要逐一描述每项研究，而要写出把它们联系起来的句子：

        - “三项海湾地区的研究发现了正相关，而两项埃及研究则未发现相关，这可能与样本年龄不同有关。”
        - “大多数研究依赖自陈问卷，很少采用观察法。”

        > 如果删去综述中的任何一段而论证毫无变化，那么这一段就是在罗列，而不是在综述。

        ## 从第一天起管理参考文献

        每读一篇文献，就立即保存到Zotero或EndNote等文献管理软件中。到论文最后再凭记忆重建参考文献列表，不仅耗费数天，还容易出错。

        按照这种方式完成的文献综述不只是填满一章，还会让你的问题陈述、研究假设和结果讨论写起来容易得多。
      `,
    },
  },
];
