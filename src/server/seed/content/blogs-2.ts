import { md, t } from './lang';
import type { SeedBlog } from './types';

/** Blog posts: APA 7 citation, the defence presentation. */
export const BLOGS_2: SeedBlog[] = [
  {
    key: 'apa-7-citation-rules',
    blog_title: t(
      'نظام APA الإصدار السابع: قواعد التوثيق التي يخطئ فيها الطلاب كثيرًا',
      'APA 7th Edition: The Citation Rules Students Get Wrong Most Often',
      'APA第7版：学生最常出错的引用规则',
    ),
    blog_author: t('د. عمر القيسي', 'Dr. Omar Al-Qaisi', '奥马尔·盖西博士'),
    art: { motif: 'document', seed: 64, tone: 'ocean' },
    daysAgo: 26,
    blog_desc_md: {
      ar: md`
        تشترط معظم الجامعات في العالم العربي اليوم نظام APA في التوثيق، وغالبًا إصداره السابع الصادر عام 2019. وتلاحظ لجان المناقشة أخطاء التوثيق فورًا، مع أنها سهلة التجنب متى عرفت القواعد التي تسبب معظم المشكلات.

        ## التوثيق داخل المتن

        يعتمد نظام APA على ذكر المؤلف والسنة، وأهم قواعده:

        - **مؤلف واحد أو مؤلفان:** اذكر الاسمين في كل مرة، مثل (حسن وعلي، 2021).
        - **ثلاثة مؤلفين فأكثر:** اذكر المؤلف الأول متبوعًا بكلمة «وآخرون» منذ الاستشهاد الأول، مثل (الصالح وآخرون، 2020)، وهذا تغيير عن الإصدار السادس.
        - **الاقتباس الحرفي:** أضف رقم الصفحة، مثل (منصور، 2018، ص 45)، واجعل الاقتباسات قصيرة.
        - **عدة مصادر بين قوسين واحدين:** رتّبها هجائيًّا وافصل بينها بفاصلة منقوطة.

        ## قائمة المراجع

        كل استشهاد في المتن يجب أن يظهر في قائمة المراجع، وكل مرجع في القائمة يجب أن يُستشهد به في المتن. ويُكتب المقال المنشور في مجلة علمية هكذا:

        Al-Harbi, S., & Nasser, M. (2022). Organisational commitment among nurses in public hospitals. _Journal of Health Management, 14_(2), 115–130. https://doi.org/10.1234/jhm.2022.0142

        ولاحظ النقاط التي يُغفَل عنها كثيرًا:

        1. لا يُكتب بحرف كبير في عنوان المقال إلا أول كلمة (وأول كلمة في العنوان الفرعي) وأسماء الأعلام.
        2. يُكتب اسم المجلة ورقم المجلد بخط مائل، أما رقم العدد فلا.
        3. يُكتب معرّف DOI رابطًا كاملًا دون عبارة «Retrieved from» قبله.
        4. يُذكر المؤلفون جميعًا حتى عشرين مؤلفًا.
        5. تُكتب المراجع بمسافة مزدوجة بين الأسطر مع مسافة بادئة معلّقة.

        ## المراجع العربية

        إذا كانت رسالتك بالعربية فاتبع دليل جامعتك؛ إذ تضع أدلة كثيرة المراجع العربية أولًا مرتبة هجائيًّا بحسب اسم الشهرة، ثم المراجع الأجنبية. وإذا كتبت بالإنجليزية واستشهدت بمصدر عربي، فاكتب عنوانه بحروف لاتينية متبوعًا بترجمته الإنجليزية بين قوسين معقوفين.

        > الاتساق هو الاختبار الحقيقي: قد تتسامح اللجنة مع هفوة نادرة، لكنها لا تتسامح مع ثلاثة أساليب مختلفة في قائمة مراجع واحدة.

        ## استعن بالبرامج ولكن راجع مخرجاتها

        تُنتج برامج Zotero وMendeley وEndNote مراجع وفق الإصدار السابع من APA، لكن جودتها مرهونة بجودة البيانات التي تستوردها. راجع الأحرف الكبيرة وأرقام الأعداد الناقصة والأسماء العربية قبل التسليم.
      `,
      en: md`
        Most universities in the Arab world now require APA style, usually the 7th edition published in 2019. Committees notice citation errors immediately, yet they are easy to avoid once you know the handful of rules that cause most of the trouble.

        ## In-text citations

        APA uses the author–date system. The rules that matter most:

        - **One or two authors:** name both every time, e.g. (Hassan & Ali, 2021).
        - **Three or more authors:** from the very first citation, give the first author followed by "et al.", e.g. (Al-Saleh et al., 2020). This changed from the 6th edition.
        - **Direct quotations:** add the page number, e.g. (Mansour, 2018, p. 45), and keep quotations short.
        - **Several sources in one parenthesis:** order them alphabetically and separate them with semicolons.

        ## The reference list

        Every in-text citation must appear in the reference list, and every entry in the list must be cited in the text. A journal article looks like this:

        Al-Harbi, S., & Nasser, M. (2022). Organisational commitment among nurses in public hospitals. _Journal of Health Management, 14_(2), 115–130. https://doi.org/10.1234/jhm.2022.0142

        These are the points most often missed:

        1. In the article title, only the first word (and the first word of any subtitle) and proper nouns take capitals.
        2. The journal name and volume number are in italics; the issue number is not.
        3. The DOI is written as a full link, with no "Retrieved from" before it.
        4. Up to 20 authors are listed in full.
        5. Entries are double-spaced, with a hanging indent.

        ## Arabic sources

        If your thesis is in Arabic, follow your university's guide: many list Arabic references first, alphabetically by the name the author is known by, and foreign references after them. If you write in English and cite an Arabic source, give its title in Latin transliteration followed by an English translation in square brackets.

        > Consistency is the real test: a committee forgives a rare slip, but not three different styles in one reference list.

        ## Let software help, but check it

        Zotero, Mendeley and EndNote all produce APA 7 references, but they are only as good as the data you import. Check the capitalisation, missing issue numbers and Arabic names before you submit.
      `,
      zh: md`
        如今阿拉伯世界的大多数大学都要求使用APA格式，通常是2019年出版的第7版。答辩委员会一眼就能发现引用错误，而只要了解最容易出问题的几条规则，这些错误其实很容易避免。

        ## 正文引用

        APA采用“作者—年份”体系。最重要的规则是：

        - **一位或两位作者**：每次都列出全部作者，例如（Hassan & Ali, 2021）。
        - **三位及以上作者**：从第一次引用起就只写第一作者加“et al.”，例如（Al-Saleh et al., 2020）。这是与第6版的不同之处。
        - **直接引语**：注明页码，例如（Mansour, 2018, p. 45），并尽量简短。
        - **同一括号内引用多个来源**：按字母顺序排列，用分号隔开。

        ## 参考文献列表

        正文中的每一处引用都必须出现在参考文献列表中，列表中的每一条文献也都必须在正文中被引用。期刊论文的格式如下：

        Al-Harbi, S., & Nasser, M. (2022). Organisational commitment among nurses in public hospitals. _Journal of Health Management, 14_(2), 115–130. https://doi.org/10.1234/jhm.2022.0142

        最常被忽略的几点：

        1. 文章标题（及副标题）中只有第一个词和专有名词首字母大写。
        2. 期刊名和卷号用斜体，期号不用斜体。
        3. DOI写成完整链接，前面不加“Retrieved from”。
        4. 作者在20位以内时全部列出。
        5. 参考文献采用双倍行距和悬挂缩进。

        ## 阿拉伯语文献

        如果论文用阿拉伯语撰写，请遵循学校的指南：许多指南要求先列阿拉伯语文献，按作者通用的姓名排序，再列外文文献。如果用英语写作而引用阿拉伯语文献，则写出标题的拉丁字母转写，并在方括号中附上英文译名。

        > 一致性才是真正的考验：委员会可以原谅偶尔的疏忽，却不会原谅同一份参考文献列表里出现三种不同的格式。

        ## 善用软件，但要核对

        Zotero、Mendeley和EndNote都能生成APA第7版格式的参考文献，但其质量取决于导入的数据。提交前请检查大小写、缺失的期号以及阿拉伯语人名。
      `,
    },
  },
  {
    key: 'preparing-your-defence-presentation',
    blog_title: t(
      'التحضير لعرض مناقشة الرسالة: خطة شريحة بشريحة',
      'Preparing Your Thesis Defence Presentation: A Slide-by-Slide Plan',
      '准备论文答辩演示：逐页规划',
    ),
    blog_author: t('د. منى الشريف', 'Dr. Mona Al-Sharif', '莫娜·谢里夫博士'),
    art: { motif: 'cap', seed: 65, tone: 'dusk' },
    daysAgo: 34,
    blog_desc_md: {
      ar: md`
        في معظم الجامعات العربية يُمنح الطالب ما بين 15 و20 دقيقة لعرض رسالته قبل أن تبدأ اللجنة أسئلتها. وهذه الدقائق تحدد أجواء المناقشة كلها، لذا ينبغي التخطيط للعرض بعناية لا تقل عن العناية بأي فصل من فصول الرسالة.

        ## بنية ناجحة للعرض

        لعرض مدته عشرون دقيقة، استهدف نحو 15 إلى 18 شريحة:

        1. شريحة العنوان: عنوان الرسالة، واسمك، واسم المشرف، والجامعة.
        2. المقدمة ومشكلة الدراسة (شريحة أو شريحتان).
        3. الأهداف أو الأسئلة أو الفرضيات (شريحة واحدة).
        4. أهمية الدراسة (شريحة واحدة).
        5. المنهجية: التصميم، والمجتمع والعينة، والأدوات وصدقها وثباتها (شريحتان أو ثلاث).
        6. النتائج، سؤال أو فرضية في كل شريحة (من أربع إلى ست شرائح).
        7. مناقشة أهم النتائج (شريحة أو شريحتان).
        8. التوصيات والمقترحات لبحوث مستقبلية (شريحة واحدة).
        9. شريحة الشكر.

        ## قواعد التصميم

        - فكرة واحدة في كل شريحة، بعنوان قصير يعبّر عنها.
        - لا يزيد النص على ستة أسطر قصيرة تقريبًا، وتوضع التفاصيل في ملاحظات الإلقاء.
        - استبدل الجداول الكبيرة برسم بياني، وأبرز الرقم الأهم.
        - استخدم خطًّا يُقرأ من آخر القاعة (24 نقطة على الأقل للنص)، والتزم بالخطوط والألوان نفسها في العرض كله.
        - في الشرائح العربية تأكد من أن الاتجاه من اليمين إلى اليسار، وأن الأرقام والمصطلحات الإنجليزية تظهر بشكل صحيح.

        > اللجنة قرأت رسالتك، والعرض فرصتك لتُثبت أنك تفهمها.

        ## تدرّب مع ساعة توقيت

        تدرّب بصوت مسموع ثلاث مرات على الأقل، وسجّل الوقت في كل مرة. وإذا تجاوزت الوقت فاحذف شرائح بدلًا من الإسراع في الكلام. وحضّر إجابات موجزة عن أكثر الأسئلة التي تطرحها اللجان:

        - لماذا اخترت هذا الموضوع وهذه العينة؟
        - لماذا استخدمت هذا الاختبار الإحصائي؟
        - ما حدود دراستك؟
        - ما الذي كنت ستفعله بطريقة مختلفة لو بدأت من جديد؟

        ## يوم المناقشة

        احمل الملف على ذاكرة USB وفي بريدك الإلكتروني بصيغتي PowerPoint وPDF، واحضر مبكرًا لتجربة جهاز العرض، واحتفظ بنسخة مطبوعة من جداول النتائج للرجوع إليها سريعًا أثناء الأسئلة.
      `,
      en: md`
        In most Arab universities the candidate has 15 to 20 minutes to present the thesis before the committee begins its questions. Those minutes set the tone for the whole defence, so the presentation deserves as much planning as any chapter.

        ## A structure that works

        For a 20-minute presentation, aim for about 15 to 18 slides:

        1. Title slide: the thesis title, your name, your supervisor and your university.
        2. Introduction and the research problem (1–2 slides).
        3. Aims, questions or hypotheses (1 slide).
        4. Significance of the study (1 slide).
        5. Methodology: design, population and sample, instruments and their validity and reliability (2–3 slides).
        6. Results, one question or hypothesis per slide (4–6 slides).
        7. Discussion of the main findings (1–2 slides).
        8. Recommendations and suggestions for further research (1 slide).
        9. A thank-you slide.

        ## Design rules

        - One idea per slide, with a short headline that states it.
        - No more than about six short lines of text; put the detail in your speaker notes.
        - Replace large tables with a chart, and highlight the one number that matters.
        - Use type that can be read from the back of the room (at least 24 pt for body text), with the same fonts and colours throughout.
        - On Arabic slides, check that the layout runs right to left and that numbers and English terms display correctly.

        > The committee has read your thesis; the presentation is your chance to show that you understand it.

        ## Rehearse against the clock

        Rehearse aloud at least three times and time every run. If you run over, cut slides rather than speaking faster. Prepare short answers to the questions committees ask most often:

        - Why did you choose this topic and this sample?
        - Why did you use this statistical test?
        - What are the limitations of your study?
        - What would you do differently if you started again?

        ## On the day

        Bring the file on a USB drive and in your email, as both PowerPoint and PDF; arrive early to test the projector; and keep a printed copy of your results tables for quick reference during the questions.
      `,
      zh: md`
        在大多数阿拉伯国家的大学里，答辩人有15到20分钟的时间陈述论文，之后委员会开始提问。这几分钟决定了整场答辩的基调，因此演示文稿应当像论文的任何一章一样精心规划。

        ## 行之有效的结构

        20分钟的陈述，以15至18张幻灯片为宜：

        1. 标题页：论文题目、你的姓名、导师和学校。
        2. 引言与研究问题（1至2张）。
        3. 研究目的、问题或假设（1张）。
        4. 研究意义（1张）。
        5. 研究方法：设计、总体与样本、研究工具及其信效度（2至3张）。
        6. 研究结果，每张对应一个问题或假设（4至6张）。
        7. 主要发现的讨论（1至2张）。
        8. 建议与未来研究方向（1张）。
        9. 致谢页。

        ## 设计原则

        - 每张幻灯片只讲一个观点，配一个简短的标题点明观点。
        - 文字不超过六行左右，细节放在演讲备注里。
        - 用图表代替大表格，并突出最关键的数字。
        - 字号要足够大，保证会场后排也能看清（正文至少24磅），全篇使用统一的字体和配色。
        - 阿拉伯语幻灯片要确认版式从右到左，数字和英文术语显示正确。

        > 委员会已经读过你的论文；演示是你证明自己真正理解它的机会。

        ## 计时排练

        至少大声排练三次，每次都计时。如果超时，宁可删减幻灯片，也不要加快语速。为委员会最常问的问题准备简短的回答：

        - 为什么选择这个题目和这个样本？
        - 为什么使用这种统计检验？
        - 你的研究有哪些局限？
        - 如果重新开始，你会做哪些改变？

        ## 答辩当天

        把PowerPoint和PDF两种格式的文件存在U盘里并发到自己的邮箱，提前到场测试投影仪，并随身携带一份打印的结果表格，以便答问时快速查阅。
      `,
    },
  },
];
