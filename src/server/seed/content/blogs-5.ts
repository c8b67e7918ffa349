import { md, t } from './lang';
import type { SeedBlog } from './types';

/** Blog posts: the research problem statement, paraphrasing and avoiding plagiarism. */
export const BLOGS_5: SeedBlog[] = [
  {
    key: 'writing-a-research-problem-statement',
    blog_title: t(
      'كيف تصوغ مشكلة الدراسة صياغة تقنع لجنة المناقشة؟',
      'Writing a Research Problem Statement That Convinces Your Committee',
      '如何撰写令评审委员会信服的研究问题陈述',
    ),
    blog_author: t('د. خالد العمري', 'Dr. Khaled Al-Omari', '哈立德·奥马里博士'),
    art: { motif: 'document', seed: 68, tone: 'teal' },
    daysAgo: 62,
    blog_desc_md: {
      ar: md`
        مشكلة الدراسة هي أقصر أقسام خطة البحث، لكنها القسم الذي تقرؤه اللجان بأكبر قدر من التدقيق. فإذا جاءت غامضة ورثت الفصول التالية كلها هذا الغموض: تتشتت الأسئلة، ولا تناسب العينةُ الهدف، ولا تجد المناقشة ما تجيب عنه.

        ## ما مشكلة الدراسة وما ليست هي

        مشكلة البحث فجوة أو تناقض أو ظاهرة غير مفسَّرة لها أهمية في تخصصك. وهي ليست موضوعًا عامًّا («التعليم الإلكتروني»)، ولا شكوى («ضعف الطلاب في اللغة الإنجليزية»)، ولا حلًّا قررته مسبقًا («الحاجة إلى تطبيق برنامج جديد»). فالصياغة الجيدة تُظهر أن هناك أمرًا مجهولًا، وأن معرفته ستُحدث فرقًا.

        ## بنية من أربعة أجزاء

        تتبع معظم صياغات المشكلة المقنعة، بالعربية أو بالإنجليزية، المنطق نفسه في ثلاث فقرات أو أربع:

        1. **السياق:** ما المعروف عن المجال ولماذا هو مهم، مدعومًا بإحصاءات أو تقارير أو دراسات حديثة.
        2. **الفجوة:** ما الغائب أو المتناقض أو غير المختبَر، كدراسات سابقة تختلف نتائجها أو فئة لم تُدرس بعد.
        3. **الشواهد:** كيف عرفت أن المشكلة حقيقية، كدراسة استطلاعية أو خبرتك المهنية أو توصيات رسائل سابقة.
        4. **العاقبة:** ما الذي يترتب على بقاء الفجوة، وما الذي ستبحثه دراستك بناءً على ذلك.

        واختم القسم بسؤال رئيس واحد يسمّي متغيراتك ومجتمع دراستك، ثم تنبثق منه الأسئلة الفرعية أو الفرضيات مباشرة.

        > إذا لم تستطع اللجنة أن تعيد صياغة مشكلتك في جملة واحدة بعد قراءتها، فالمشكلة ليست واضحة لك أنت أيضًا.

        ## نقاط ضعف شائعة

        - البدء بعبارات عامة («التعليم أساس نهضة الأمم») تستهلك نصف صفحة قبل الوصول إلى المقصود.
        - الاستشهاد بدراسات دون بيان صلتها بالفجوة.
        - طرح مشكلة لا يستطيع منهجك الإجابة عنها، كادّعاء قياس «أثر» باستبانة ارتباطية تُطبَّق مرة واحدة.
        - صياغة أسئلة لا تتطابق مع المشكلة، أو إضافة متغيرات لا تظهر في أي موضع آخر.

        ## اختبرها قبل التسليم

        اقرأ مشكلة دراستك بصوت مسموع على زميل من خارج تخصصك، واسأله ثلاثة أسئلة: ما المشكلة؟ ومن المتأثر بها؟ وما الذي ستكشفه الدراسة؟ فإن كانت أي إجابة غير واضحة فأعد الصياغة قبل الانتقال إلى الدراسات السابقة. فالمشكلة الواضحة تيسّر كتابة كل فصل بعدها، وهي أول ما يراجعه باحثونا حين يساعدون الطلاب في إعداد خطط أبحاثهم.
      `,
      en: md`
        The problem statement is the shortest section of a thesis proposal and the one committees read most closely. If it is vague, every later chapter inherits the vagueness: the questions drift, the sample does not fit the aim and the discussion has nothing to answer.

        ## What a problem statement is, and what it is not

        A research problem is a gap, a contradiction or an unexplained observation that matters to your field. It is not a topic ("e-learning"), not a complaint ("students are weak in English") and not a solution you have already decided on ("the need to apply a new programme"). A good statement shows that something is unknown and that knowing it would make a difference.

        ## A four-part structure

        Most convincing problem statements, in Arabic or in English, follow the same logic in three or four paragraphs:

        1. **The context:** what is known and why the area matters, supported by recent statistics, reports or studies.
        2. **The gap:** what is missing, contradictory or untested, for example previous studies that disagree or a population that has not yet been studied.
        3. **The evidence:** how you know the problem is real, such as a pilot survey, your own professional experience or the recommendations of earlier theses.
        4. **The consequence:** what happens if the gap stays open, and therefore what your study will investigate.

        End the section with a single main question that names your variables and your population. The sub-questions or hypotheses then follow directly from it.

        > If your committee cannot restate your problem in one sentence after reading it, the problem is not yet clear to you either.

        ## Common weaknesses

        - Opening with generalities ("Education is the foundation of nations") that take half a page to reach the point.
        - Citing studies without saying how they relate to the gap.
        - Stating a problem that your method cannot answer, such as claiming to measure an "effect" with a one-off correlational survey.
        - Writing questions that do not match the problem, or adding variables that appear nowhere else.

        ## Test it before you submit

        Read your problem statement aloud to a colleague outside your field and ask them three things: what is the problem, whom does it affect, and what will the study find out? If any answer is unclear, revise before moving on to the literature review. A clear problem statement makes every later chapter easier to write, and it is the first section our researchers check when they help students prepare a proposal.
      `,
      zh: md`
        问题陈述是开题报告中最短的部分，却是评审委员会读得最仔细的部分。如果它含糊不清，后面的每一章都会继承这种含糊：研究问题偏离方向，样本与研究目标不符，讨论部分也无从回应。

        ## 什么是问题陈述，什么不是

        研究问题是本领域中一个重要的空白、矛盾或尚未得到解释的现象。它不是一个笼统的主题（“在线教育”），不是一句抱怨（“学生英语水平差”），也不是你事先认定的解决方案（“有必要实施一项新方案”）。好的问题陈述要表明：有些东西尚不清楚，而弄清楚它会带来改变。

        ## 四段式结构

        无论用阿拉伯语还是英语，大多数有说服力的问题陈述都会在三到四段中遵循同样的逻辑：

        1. **背景**：该领域已知什么、为什么重要，并以最新的统计数据、报告或研究为依据。
        2. **空白**：缺少什么、存在什么矛盾或尚未检验什么，例如结论不一致的既往研究，或尚未被研究过的群体。
        3. **证据**：你如何知道这个问题真实存在，例如预调查、你自己的职业经验或以往论文提出的建议。
        4. **后果**：如果这一空白始终存在会怎样，以及你的研究因此要探究什么。

        在本节结尾提出一个主要研究问题，写明你的变量和研究总体。子问题或研究假设随后直接由它引出。

        > 如果评审委员会读完之后无法用一句话复述你的问题，那么这个问题对你自己来说也还不够清楚。

        ## 常见的不足

        - 以空泛的套话开头（“教育是国家振兴的基础”），用半页纸才进入正题。
        - 引用研究却不说明它们与研究空白有何关系。
        - 提出的问题是你的方法无法回答的，例如用一次性的相关性问卷声称测量“影响”。
        - 研究问题与问题陈述不对应，或加入了在其他地方从未出现的变量。

        ## 提交前先检验

        把你的问题陈述大声读给一位其他专业的同学听，并问他三个问题：问题是什么？影响到谁？研究将发现什么？如果任何一个答案不清楚，就在进入文献综述之前进行修改。清晰的问题陈述会让之后的每一章都更容易写，这也是我们的研究人员帮助学生准备开题报告时首先检查的部分。
      `,
    },
  },
  {
    key: 'paraphrasing-and-avoiding-plagiarism',
    blog_title: t(
      'كيف تتجنّب السرقة العلمية وتعيد الصياغة بأسلوبك؟',
      'Avoiding Plagiarism: How to Paraphrase in Your Own Words',
      '避免抄袭：如何用自己的话进行转述',
    ),
    blog_author: t('د. ليلى حداد', 'Dr. Layla Haddad', '莱拉·哈达德博士'),
    art: { motif: 'magnifier', seed: 69, tone: 'dusk' },
    daysAgo: 70,
    blog_desc_md: {
      ar: md`
        معظم حالات السرقة العلمية في رسائل الطلاب ليست سرقة متعمَّدة، بل تنشأ من ملاحظات منسوخة، أو جمل تُرجمت حرفيًّا من مصدر إنجليزي، أو مرجع ضاع في أثناء الكتابة. غير أن الجامعات لم تعد تقبل هذه المبررات؛ إذ تُفحص الرسائل اليوم روتينيًّا ببرامج مثل Turnitin وiThenticate، وقد تؤخّر نسبة التشابه المرتفعة موعد المناقشة.

        ## ما الذي يُعدّ سرقة علمية؟

        - نقل جمل من مصدر دون علامات تنصيص، حتى لو ذُكر المصدر.
        - ترجمة فقرة من لغة أخرى وتقديمها على أنها من صياغتك.
        - تغيير بضع كلمات في الجملة مع الإبقاء على تركيبها.
        - إعادة استخدام أجزاء كبيرة من بحث سابق لك دون الإشارة إلى ذلك (السرقة الذاتية).
        - أخذ فكرة غيرك أو نموذجه أو بياناته دون توثيق.

        ## كيف تعيد الصياغة بطريقة صحيحة؟

        1. اقرأ الفقرة حتى تفهمها، ثم أغلق المصدر.
        2. اكتب الفكرة من ذاكرتك، بتركيب جملك ومفرداتك أنت.
        3. قارن ما كتبته بالأصل، فإن بقيت عبارات كاملة كما هي فأعد الكتابة.
        4. أضف التوثيق فورًا: اسم المؤلف وسنة النشر.

        فالعبارة الأصلية «التغذية الراجعة التي تصل متأخرة قليلة الأثر في أداء الطلاب اللاحق» يمكن أن تصبح: _يرى أحمد (2021) أن الطلاب لا يفيدون كثيرًا من الملاحظات التي تصلهم بعد أن يبدؤوا المهمة التالية._ المعنى واحد، لكن الألفاظ والتركيب جديدان، والفضل منسوب إلى صاحبه.

        > إعادة الصياغة اختبار للفهم: إن لم تستطع شرح الفكرة دون أن يكون الأصل أمامك، فأنت لست مستعدًّا لاستخدامها بعد.

        ## متى تقتبس حرفيًّا؟

        لا تقتبس النص بحروفه إلا حين تكون الألفاظ نفسها مهمة: تعريف، أو نص قانوني، أو عبارة لافتة. واجعل الاقتباسات قصيرة، وضعها بين علامتي تنصيص، واذكر رقم الصفحة. فالفصل المبني على اقتباسات طويلة يدل على القراءة لا على التحليل.

        ## قراءة تقرير التشابه

        النسبة وحدها لا تحسم شيئًا؛ فالتطابق في قائمة المراجع، والعبارات الشائعة، والاقتباسات الموثّقة توثيقًا صحيحًا أمور طبيعية. وتقبل جامعات كثيرة نسبة تشابه إجمالية أقل من 15 إلى 25%، لكن المصدر الواحد الذي يسهم بـ5% أو أكثر يستحق نظرة أدق. راجع كل فقرة مظلَّلة، وعدّل ما كان قريبًا من الأصل فعلًا، واحتفظ بملاحظاتك مع أرقام الصفحات لتتمكن دائمًا من إرجاع كل فكرة إلى مصدرها.
      `,
      en: md`
        Most plagiarism in student theses is not deliberate theft. It comes from copied notes, sentences translated too literally from an English source, or a reference that was lost along the way. Universities no longer accept these explanations: theses are now routinely checked with tools such as Turnitin or iThenticate, and a high similarity report can delay the defence.

        ## What counts as plagiarism

        - Copying sentences from a source without quotation marks, even if the source is cited.
        - Translating a passage from another language and presenting it as your own wording.
        - Changing a few words of a sentence while keeping its structure ("patchwriting").
        - Reusing large parts of your own earlier research without saying so (self-plagiarism).
        - Taking someone else's idea, model or data without a citation.

        ## How to paraphrase properly

        1. Read the passage until you understand it, then close the source.
        2. Write the idea from memory, in your own sentence structure and vocabulary.
        3. Compare your version with the original: if whole phrases survive, rewrite it again.
        4. Add the citation, author and year, straight away.

        For example, the original "Feedback that arrives late has little effect on students' later performance" could become: _According to Ahmed (2021), students gain little from comments they receive after the next task has begun._ The meaning is the same; the wording and the structure are new, and the source is credited.

        > Paraphrasing is a test of understanding: if you cannot explain an idea without the original in front of you, you are not ready to use it.

        ## When to quote instead

        Quote directly only when the exact wording matters: a definition, a legal text or a striking phrase. Keep quotations short, put them in quotation marks and give the page number. A chapter built from long quotations shows reading, not analysis.

        ## Reading the similarity report

        The percentage alone decides nothing. Matches in the reference list, common phrases and properly quoted material are normal. Many universities accept an overall similarity below 15–25%, but a single source contributing 5% or more deserves a closer look. Review each highlighted passage, fix the ones that really are too close, and keep your notes with page numbers so that you can always trace an idea back to its source.
      `,
      zh: md`
        学生论文中的大多数抄袭并非蓄意剽窃，而是源于照抄的笔记、从英文资料中逐字翻译的句子，或在写作过程中遗失的参考文献。然而，大学已不再接受这些解释：如今论文通常都要经过Turnitin或iThenticate等工具的检测，相似度过高可能会推迟答辩。

        ## 哪些行为属于抄袭

        - 照搬资料中的句子而不加引号，即使注明了出处。
        - 把另一种语言的段落翻译过来，当作自己的表述。
        - 只改动句子中的几个词，却保留原句结构（“拼凑式写作”）。
        - 未加说明地大量重复使用自己以前的研究（自我抄袭）。
        - 未注明出处就使用他人的观点、模型或数据。

        ## 如何正确转述

        1. 反复阅读原文直到理解，然后合上资料。
        2. 凭记忆写下这个观点，使用你自己的句式和词汇。
        3. 与原文对照：如果整句短语原样保留，就重新改写。
        4. 立即注明出处：作者和年份。

        例如，原文“迟到的反馈对学生之后的表现影响甚微”可以改写为：_艾哈迈德（2021）认为，学生在开始下一项任务之后才收到的评语，对他们帮助不大。_ 意思相同，措辞和结构却是新的，并且注明了出处。

        > 转述是对理解的检验：如果不看原文就无法解释一个观点，说明你还没有准备好使用它。

        ## 何时直接引用

        只有在原话本身很重要时才直接引用：定义、法律条文或特别精彩的表述。引文要简短，加上引号并注明页码。由大段引文堆砌而成的章节，体现的是阅读量，而不是分析能力。

        ## 如何解读相似度报告

        百分比本身说明不了什么。参考文献列表中的匹配、常用短语以及规范引用的内容都属正常；许多大学接受低于15%至25%的总体相似度，但如果单一来源贡献了5%或更多，就值得仔细查看。逐一检查每个标出的段落，修改确实与原文过于接近的部分，并保留附有页码的笔记，以便随时追溯每个观点的来源。
      `,
    },
  },
];
