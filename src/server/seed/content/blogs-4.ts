import { md, t } from './lang';
import type { SeedBlog } from './types';

/** Blog post: choosing a statistical test in SPSS. */
export const BLOGS_4: SeedBlog[] = [
  {
    key: 'choosing-a-statistical-test-in-spss',
    blog_title: t(
      'أي اختبار إحصائي أستخدم في SPSS؟ دليل عملي',
      'Which Statistical Test Should I Use in SPSS? A Practical Guide',
      '在SPSS中该用哪种统计检验？实用指南',
    ),
    blog_author: t('د. هدى الرفاعي', 'Dr. Huda Al-Rifai', '胡达·里法伊博士'),
    art: { motif: 'scatter', seed: 63, tone: 'teal' },
    daysAgo: 19,
    blog_desc_md: {
      ar: md`
        «أي اختبار أستخدم؟» هو أكثر سؤال نسمعه من الطلاب بعد الانتهاء من جمع البيانات. والإجابة لا تتوقف على البرنامج، بل على ثلاثة أمور تعرفها مسبقًا عن دراستك.

        ## ثلاثة أسئلة قبل أن تفتح SPSS

        1. **عمّ يدور سؤالك؟** عن فروق بين مجموعات، أم علاقة بين متغيرات، أم تنبؤ بمتغير من متغيرات أخرى؟
        2. **ما نوع متغيراتك؟** فئوية (الجنس، الكلية، نعم أو لا) أم متصلة (الدرجات، متوسطات المقاييس، العمر)؟
        3. **كم عدد المجموعات أو القياسات؟** مجموعتان، أم ثلاث فأكثر، أم الأشخاص أنفسهم قيسوا مرتين؟

        ## دليل سريع للاختيار

        - **مجموعتان مستقلتان ومتغير تابع متصل** (الذكور مقابل الإناث): اختبار «ت» لعينتين مستقلتين، أو اختبار مان-ويتني إذا كانت البيانات بعيدة بوضوح عن التوزيع الطبيعي أو كانت المجموعات صغيرة.
        - **المشاركون أنفسهم قيسوا مرتين** (قياس قبلي وبعدي): اختبار «ت» للعينات المترابطة، أو اختبار ويلكوكسون.
        - **ثلاث مجموعات فأكثر** (السنوات الدراسية، الكليات): تحليل التباين الأحادي متبوعًا باختبار للمقارنات البعدية مثل شيفيه أو توكي، وبديله اللابارامتري اختبار كروسكال-واليس.
        - **علاقة بين متغيرين متصلين:** معامل ارتباط بيرسون، أو معامل سبيرمان للبيانات الرتبية أو غير الطبيعية.
        - **علاقة بين متغيرين فئويين:** اختبار مربع كاي للاستقلال.
        - **التنبؤ بمتغير من عدة متغيرات:** الانحدار الخطي المتعدد، أو الانحدار اللوجستي إذا كان المتغير التابع ثنائيًّا.

        ## تحقّق من الافتراضات

        تفترض الاختبارات البارامترية أن التوزيع قريب من الطبيعي، وفي مقارنة المجموعات أن التباينات متقاربة. استخدم في SPSS الأمر Explore لعرض اختبار شابيرو-ويلك ومخططات Q-Q، واقرأ اختبار ليفين في مخرجات اختبار «ت» وتحليل التباين. ومع العينات الكبيرة (أكثر من 30 فردًا في كل مجموعة مثلًا) يقلّ أثر الانحرافات المعتدلة عن التوزيع الطبيعي.

        > الدلالة الإحصائية تخبرك أن الأثر موجود على الأرجح، أما حجم الأثر فوحده يخبرك هل هو مهم.

        ## اذكر أكثر من قيمة الدلالة

        يطلب نظام APA ذكر قيمة الاختبار ودرجات الحرية وقيمة الدلالة وحجم الأثر، مثل: t(58) = 2.41, p = .019, d = 0.62. اذكر معامل كوهين d مع اختبار «ت»، ومربع إيتا مع تحليل التباين، ومعامل التحديد R² مع الانحدار، وفسّرها بالكلمات.

        ## قبل أن تُجري أي تحليل

        نظّف بياناتك أولًا: راجع أخطاء الإدخال، واعكس ترميز العبارات السلبية، وعالج القيم المفقودة بطريقة موحّدة، واحسب الدرجات الكلية للمقاييس. فمعظم «النتائج الغريبة» التي يُطلب منا إصلاحها سببها تخطّي هذه الخطوة.
      `,
      en: md`
        "Which test should I run?" is the question we hear most often from students who have just finished collecting their data. The answer does not depend on the software; it depends on three things you already know about your study.

        ## Three questions before you open SPSS

        1. **What is your question about?** A difference between groups, a relationship between variables, or the prediction of one variable from others?
        2. **What type are your variables?** Categorical (gender, college, yes or no) or continuous (scores, scale means, age)?
        3. **How many groups or measurements?** Two groups, three or more, or the same people measured twice?

        ## A quick decision guide

        - **Two independent groups, continuous outcome** (for example males and females): the independent-samples t-test; if the data are clearly non-normal or the groups are small, the Mann–Whitney U test.
        - **The same participants measured twice** (pre-test and post-test): the paired-samples t-test, or the Wilcoxon signed-rank test.
        - **Three or more groups** (academic years, colleges): one-way ANOVA followed by a post-hoc test such as Scheffé or Tukey; the non-parametric alternative is the Kruskal–Wallis test.
        - **A relationship between two continuous variables:** Pearson's correlation, or Spearman's for ordinal or non-normal data.
        - **A relationship between two categorical variables:** the chi-square test of independence.
        - **Predicting an outcome from several variables:** multiple linear regression, or logistic regression when the outcome is binary.

        ## Check the assumptions

        Parametric tests assume roughly normal distributions and, when comparing groups, similar variances. In SPSS, use Explore to see the Shapiro–Wilk test and Q–Q plots, and read Levene's test in the t-test and ANOVA output. With large samples (say more than 30 per group), moderate departures from normality matter less.

        > Statistical significance tells you that an effect probably exists; only the effect size tells you whether it matters.

        ## Report more than the p-value

        APA style asks for the test statistic, the degrees of freedom, the p-value and an effect size, for example: _t_(58) = 2.41, _p_ = .019, _d_ = 0.62. Report Cohen's d for t-tests, eta squared for ANOVA and R² for regression, and interpret them in words.

        ## Before you run anything

        Clean your data first: check for entry errors, reverse-code negatively worded items, handle missing values consistently and compute the scale scores. Most of the "strange results" we are asked to fix come from skipping this step.
      `,
      zh: md`
        “我该用哪种检验？”这是学生们完成数据收集后最常问的问题。答案并不取决于软件，而取决于你对自己的研究已经了解的三件事。

        ## 打开SPSS之前的三个问题

        1. **你的问题是关于什么的**？组间差异、变量之间的关系，还是用其他变量预测某个变量？
        2. **你的变量是什么类型**？分类变量（性别、学院、是或否）还是连续变量（分数、量表均值、年龄）？
        3. **有多少组或多少次测量**？两组、三组及以上，还是同一批人测量两次？

        ## 快速选择指南

        - **两个独立组、连续结果变量**（例如男性与女性）：独立样本t检验；若数据明显偏离正态或样本量很小，则用Mann-Whitney U检验。
        - **同一批参与者测量两次**（前测与后测）：配对样本t检验，或Wilcoxon符号秩检验。
        - **三组及以上**（年级、学院）：单因素方差分析，并进行Scheffé或Tukey等事后检验；非参数替代方法为Kruskal-Wallis检验。
        - **两个连续变量之间的关系**：Pearson相关；对于等级数据或非正态数据使用Spearman相关。
        - **两个分类变量之间的关系**：卡方独立性检验。
        - **用多个变量预测一个结果**：多元线性回归；结果变量为二分类时使用逻辑回归。

        ## 检查前提假设

        参数检验假设数据大致服从正态分布，在组间比较时还要求方差相近。在SPSS中，可用“探索”（Explore）查看Shapiro-Wilk检验和Q-Q图，并在t检验和方差分析的输出中查看Levene检验。样本较大时（例如每组超过30人），适度偏离正态的影响会变小。

        > 统计显著只告诉你效应很可能存在；只有效应量才能告诉你它是否重要。

        ## 不要只报告p值

        APA格式要求报告检验统计量、自由度、p值和效应量，例如：_t_(58) = 2.41, _p_ = .019, _d_ = 0.62。t检验报告Cohen's d，方差分析报告η²，回归报告R²，并用文字加以解释。

        ## 分析之前

        先清洗数据：检查录入错误，对反向题重新编码，统一处理缺失值，并计算量表总分。我们被要求修正的大多数“奇怪结果”，都源于跳过了这一步。
      `,
    },
  },
];
