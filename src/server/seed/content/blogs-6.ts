import { md, t } from './lang';
import type { SeedBlog } from './types';

/** Blog posts: questionnaire validity and reliability, the discussion chapter. */
export const BLOGS_6: SeedBlog[] = [
  {
    key: 'questionnaire-reliability-and-validity',
    blog_title: t(
      'صدق الاستبانة وثباتها: كيف تحسب معامل ألفا كرونباخ وتفسّره؟',
      "Questionnaire Validity and Reliability: Computing and Reading Cronbach's Alpha",
      '问卷的效度与信度：如何计算并解读克隆巴赫α系数',
    ),
    blog_author: t('د. سامي الزعبي', 'Dr. Sami Al-Zoubi', '萨米·祖比博士'),
    art: { motif: 'survey', seed: 70, tone: 'ocean' },
    daysAgo: 79,
    blog_desc_md: {
      ar: md`
        كل فصل منهجية يعتمد على استبانة لا بد أن يجيب عن سؤالين ستطرحهما اللجنة: هل تقيس الأداة ما تدّعي قياسه (الصدق)؟ وهل تقيسه بصورة متسقة (الثبات)؟ قد تكون الاستبانة ثابتة دون أن تكون صادقة، لكنها لا يمكن أن تكون صادقة دون أن تكون ثابتة.

        ## أدلة الصدق

        - **الصدق الظاهري وصدق المحتوى:** أرسل المسودة إلى عدد من المحكّمين المتخصصين (من خمسة إلى عشرة)، واطلب منهم تقدير وضوح كل عبارة ومدى انتمائها إلى بُعدها، ثم اذكر عدد العبارات التي عُدّلت أو حُذفت.
        - **صدق الاتساق الداخلي:** احسب معامل ارتباط بيرسون بين كل عبارة والدرجة الكلية لبُعدها، والعبارات التي يقل ارتباطها عن 0.30 تقريبًا مرشحة للتعديل.
        - **الصدق البنائي:** في العينات الكبيرة، يبيّن التحليل العاملي الاستكشافي أو التوكيدي ما إذا كانت العبارات تتجمع في الأبعاد التي أردتها.

        ## الثبات بمعامل ألفا كرونباخ

        في SPSS اختر Analyze ثم Scale ثم Reliability Analysis، وانقل عبارات البُعد الواحد إلى المربع، وفعّل خيار Scale if item deleted من نافذة Statistics. نفّذ التحليل لكل بُعد على حدة ثم للأداة كاملة، ولا تنسَ عكس ترميز العبارات السلبية أولًا، وإلا ظهرت قيمة ألفا منخفضة على نحو مضلّل.

        قواعد تقريبية شائعة لتفسير القيمة:

        1. أعلى من 0.90: ممتازة، مع أن القيم المرتفعة جدًّا قد تعني أن العبارات يكرر بعضها بعضًا.
        2. من 0.80 إلى 0.90: جيدة.
        3. من 0.70 إلى 0.80: مقبولة في معظم البحوث.
        4. من 0.60 إلى 0.70: محل نظر وتحتاج إلى تبرير، خاصة في الأبعاد القصيرة.
        5. أقل من 0.60: راجع البُعد قبل جمع البيانات الأساسية.

        > معامل ألفا يصف بياناتك لا الاستبانة إلى الأبد، فاحسبه لعينتك حتى لو كانت الأداة قد قُنّنت في دراسة أخرى.

        ## قراءة عمود «ألفا عند حذف العبارة»

        يبيّن هذا العمود قيمة ألفا لو حُذفت كل عبارة. فإذا كان حذف عبارة يرفع ألفا بوضوح وكان ارتباطها بالدرجة الكلية ضعيفًا، فراجع صياغتها؛ فقد تكون غامضة، أو سلبية الصياغة، أو تقيس فكرة مختلفة. ولا تحذف العبارات لمجرد الوصول إلى رقم أعلى، واشرح كل تعديل تجريه.

        ## عرض النتائج

        قدّم جدولًا يبيّن عدد العبارات وقيمة ألفا لكل بُعد وللمقياس كاملًا، واذكر مصدر القيم: الدراسة الاستطلاعية أم العينة الأساسية. ويمكن أن تدعم معاملاتٌ أخرى قيمةَ ألفا إذا طلبتها اللجنة، مثل التجزئة النصفية بتصحيح سبيرمان-براون، أو معامل أوميغا لماكدونالد.
      `,
      en: md`
        Every methods chapter that uses a questionnaire must answer two questions from the committee: does the instrument measure what it claims to measure (validity), and does it measure it consistently (reliability)? A questionnaire can be reliable without being valid, but it cannot be valid without being reliable.

        ## Evidence of validity

        - **Face and content validity:** send the draft to five to ten expert judges, ask them to rate each item's clarity and its relevance to its dimension, and report how many items were revised or removed.
        - **Internal consistency validity:** correlate each item with the total score of its dimension (Pearson's r); items below about 0.30 are candidates for revision.
        - **Construct validity:** with larger samples, exploratory or confirmatory factor analysis shows whether the items group into the dimensions you intended.

        ## Reliability with Cronbach's alpha

        In SPSS, choose Analyze, then Scale, then Reliability Analysis, move the items of one dimension into the box and tick "Scale if item deleted" under Statistics. Run it for each dimension separately and then for the whole instrument. Remember to reverse-code negatively worded items first, or alpha will be misleadingly low.

        Common rules of thumb for the value:

        1. Above 0.90: excellent, although very high values may mean that items repeat one another.
        2. From 0.80 to 0.90: good.
        3. From 0.70 to 0.80: acceptable for most research.
        4. From 0.60 to 0.70: questionable, and in need of justification, especially for short dimensions.
        5. Below 0.60: revise the dimension before collecting the main data.

        > Alpha describes your data, not the questionnaire forever, so compute it again for your own sample even when the instrument was validated elsewhere.

        ## Reading "alpha if item deleted"

        This column shows what alpha would become without each item. If removing an item clearly raises alpha and its item-total correlation is low, check its wording: it may be ambiguous, negatively worded or measuring a different idea. Do not delete items only to chase a higher number, and explain every change you make.

        ## Reporting it

        Present a table with the number of items and the alpha value for each dimension and for the whole scale, and say where the values come from: the pilot study or the main sample. Other coefficients, such as split-half reliability with the Spearman–Brown correction or McDonald's omega, can support alpha when the committee asks for them.
      `,
      zh: md`
        每一个使用问卷的研究方法章节，都必须回答评审委员会会提出的两个问题：这个工具是否测量了它声称要测量的东西（效度）？它的测量是否稳定一致（信度）？问卷可以有信度而没有效度，但没有信度就不可能有效度。

        ## 效度的证据

        - **表面效度与内容效度**：把初稿交给五到十位专家评审，请他们评价每个题项的清晰度以及与所属维度的相关性，并报告修改或删除了多少题项。
        - **内部一致性效度**：计算每个题项与其所属维度总分之间的Pearson相关系数；相关低于约0.30的题项应考虑修改。
        - **结构效度**：样本较大时，探索性或验证性因子分析可以显示题项是否按你预期的维度聚合。

        ## 用克隆巴赫α系数检验信度

        在SPSS中依次选择Analyze、Scale、Reliability Analysis，将同一维度的题项移入列表，并在Statistics中勾选“Scale if item deleted”。先对每个维度分别进行分析，再对整个量表进行分析。记得先对反向题重新编码，否则α值会低得令人误解。

        常用的经验标准：

        1. 高于0.90：优秀，但过高的数值可能意味着题项之间相互重复。
        2. 0.80至0.90：良好。
        3. 0.70至0.80：对大多数研究而言可以接受。
        4. 0.60至0.70：有待商榷，需要说明理由，尤其是题项较少的维度。
        5. 低于0.60：在正式收集数据之前修改该维度。

        > α系数描述的是你的数据，而不是问卷永久不变的属性；即使量表已在其他研究中验证过，也要用你自己的样本重新计算。

        ## 解读“删除该题项后的α值”

        这一列显示删除每个题项后α值会变成多少。如果删除某一题项会明显提高α值，而且它与总分的相关很低，就要检查它的措辞：它可能有歧义、采用了反向表述，或测量的是另一个概念。不要只为了追求更高的数值而删除题项，每一处改动都要说明理由。

        ## 如何报告

        用表格列出每个维度及整个量表的题项数和α值，并说明数值的来源：预调查还是正式样本。如果评审委员会提出要求，还可以用其他系数来佐证α值，例如经Spearman-Brown校正的分半信度或McDonald's ω系数。
      `,
    },
  },
  {
    key: 'writing-the-discussion-chapter',
    blog_title: t(
      'كتابة فصل مناقشة النتائج: من الأرقام إلى المعنى',
      'Writing the Discussion Chapter: From Numbers to Meaning',
      '撰写结果讨论章节：从数字到意义',
    ),
    blog_author: t('د. نادية الحسيني', 'Dr. Nadia Al-Husseini', '娜迪娅·侯赛尼博士'),
    art: { motif: 'chart', seed: 71, tone: 'indigo' },
    daysAgo: 88,
    blog_desc_md: {
      ar: md`
        ينتهي كثير من الطلاب من التحليل الإحصائي ثم يكتبون مناقشة تكرر جدول النتائج بالكلمات. لكن اللجنة رأت الأرقام من قبل، وما تريده من فصل المناقشة هو تفسيرك أنت.

        ## الفرق بين النتائج والمناقشة

        يعرض فصل النتائج ما توصلت إليه: الاختبارات والقيم، وهل تحققت كل فرضية. أما المناقشة فتشرح ما تعنيه هذه النتائج، ولماذا ربما ظهرت على هذا النحو، وكيف ترتبط بالبحوث السابقة. فلا تضع إحصاءات جديدة في المناقشة، ولا تفسيرات في فصل النتائج.

        ## بنية لمناقشة كل نتيجة

        ناقش نتائجك سؤالًا سؤالًا أو فرضية فرضية، بالترتيب نفسه الذي عرضت به النتائج:

        1. **أعد ذكر النتيجة باختصار** بلغة واضحة لا بلغة الإحصاء.
        2. **قارنها بالدراسات السابقة**، وسمِّ ما يتفق معها وما يختلف عنها.
        3. **فسّرها** بالاستناد إلى النظرية، أو خصائص عينتك، أو سياق دراستك.
        4. **بيّن دلالتها** للممارسة أو للسياسات أو للبحوث اللاحقة.

        مثال: «جاءت الكفاءة الذاتية لدى المعلمين مرتفعة (بمتوسط 3.92 من 5). وتتفق هذه النتيجة مع دراسة الصالح (2020)، وتختلف عن دراسة حسن (2018)، وربما يعود ذلك إلى أن عينة الدراسة الحالية اقتصرت على المعلمين الذين تزيد خبرتهم على خمس سنوات».

        > المناقشة التي تكتفي بعبارة «اتفقت هذه النتيجة مع الدراسات السابقة» لم تناقش شيئًا؛ فالقارئ يريد أن يعرف السبب.

        ## التعامل مع النتائج غير المتوقعة

        النتائج غير الدالة أو المفاجئة ليست إخفاقًا. ابحث بأمانة في تفسيراتها المحتملة: حجم العينة وقوة الاختبار الإحصائي، وأداة القياس، وتوقيت جمع البيانات، أو وجود اختلاف حقيقي في سياقك. وكثيرًا ما يترك التفسير المتأنّي لنتيجة غير متوقعة انطباعًا لدى اللجنة أفضل مما تتركه فرضية تحققت.

        ## الحدود والتوصيات

        اختم الفصل بحدود الدراسة، كطريقة اختيار العينة، أو اعتماد البيانات على التقرير الذاتي، أو اقتصارها على مكان واحد، ثم قدّم توصيات تنبع من نتائجك أنت. وتجنّب التوصيات العامة مثل «عقد دورات تدريبية» ما لم تشر إليها نتائجك بوضوح، واقترح موضوعات محددة لبحوث مستقبلية.

        ## أخطاء شائعة

        - استنتاج علاقة سببية من بيانات ارتباطية.
        - تجاهل الدراسات التي تخالف نتائجك.
        - كتابة توصيات لا صلة لها بأي نتيجة.
      `,
      en: md`
        Many students finish their statistical analysis and then write a discussion that simply repeats the results tables in words. The committee has already seen the numbers; what it wants from the discussion is your interpretation.

        ## Results versus discussion

        The results chapter reports what you found: the tests, the values and whether each hypothesis was supported. The discussion explains what those findings mean, why they may have occurred and how they relate to previous research. Keep new statistics out of the discussion, and keep interpretation out of the results.

        ## A structure for each finding

        Discuss your findings one question or hypothesis at a time, in the same order as the results:

        1. **Restate the finding briefly**, in plain words rather than in statistics.
        2. **Compare it with previous studies**, naming those that agree and those that do not.
        3. **Explain it**, using theory, the characteristics of your sample or the context of your study.
        4. **State what it means** for practice, policy or further research.

        For example: "Teachers' self-efficacy was high (_M_ = 3.92 out of 5). This agrees with Al-Saleh (2020) but differs from Hassan (2018), perhaps because our sample included only teachers with more than five years of experience."

        > A discussion that only says "this result agrees with previous studies" has not discussed anything; the reader wants to know why.

        ## Handling unexpected results

        Non-significant or surprising results are not failures. Consider the possible explanations honestly: the sample size and statistical power, the measurement instrument, the timing of data collection, or a real difference in your context. A thoughtful explanation of an unexpected finding often impresses a committee more than a confirmed hypothesis does.

        ## Limitations and recommendations

        Close the chapter with the limitations of the study, such as the sampling method, self-reported data or a single setting, and then give recommendations that follow from your own findings. Avoid generic recommendations such as "holding training courses" unless your results clearly point to them, and suggest specific topics for future research.

        ## Common mistakes

        - Claiming causation from correlational data.
        - Ignoring the studies that contradict your results.
        - Writing recommendations that have no link to any finding.
      `,
      zh: md`
        许多学生完成统计分析后，写出的讨论只是把结果表格用文字重复一遍。评审委员会已经看过这些数字了，他们希望在讨论部分看到的是你的解释。

        ## 结果与讨论的区别

        结果章节报告你发现了什么：所用的检验、各项数值，以及每个假设是否得到支持。讨论章节则解释这些发现意味着什么、可能为什么会出现，以及它们与以往研究有何关系。不要在讨论中加入新的统计数据，也不要在结果中进行解释。

        ## 讨论每项发现的结构

        按照与结果章节相同的顺序，逐个问题或逐个假设地展开讨论：

        1. **简要重述发现**，用平实的语言而不是统计术语。
        2. **与以往研究进行比较**，指出哪些研究与之一致，哪些不一致。
        3. **加以解释**，可依据理论、样本特征或研究背景。
        4. **说明其意义**，包括对实践、政策或后续研究的启示。

        例如：“教师的自我效能感较高（_M_ = 3.92，满分5分）。这与萨利赫（2020）的研究一致，但与哈桑（2018）的结果不同，原因可能在于本研究的样本仅包括教龄超过五年的教师。”

        > 只说“这一结果与以往研究一致”的讨论，其实什么也没有讨论；读者想知道的是原因。

        ## 如何处理意外结果

        不显著或出人意料的结果并不是失败。要诚实地考虑可能的解释：样本量和统计检验力、测量工具、数据收集的时间，或者你的研究背景中确实存在差异。对意外发现作出深思熟虑的解释，往往比一个得到证实的假设更能打动评审委员会。

        ## 局限与建议

        在本章结尾说明研究的局限，例如抽样方法、自我报告的数据或仅限于单一地点，然后提出源于你自己研究发现的建议。除非结果明确指向，否则应避免“举办培训课程”之类的泛泛建议，并为今后的研究提出具体的课题。

        ## 常见错误

        - 从相关性数据中推断因果关系。
        - 忽视与你的结果相矛盾的研究。
        - 提出与任何发现都无关的建议。
      `,
    },
  },
];
