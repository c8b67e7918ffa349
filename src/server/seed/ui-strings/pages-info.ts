import type { UiString } from './index';

/** The About, Why us and Contact pages, the contact form and the video/map facades (SPEC §2, §5). */
export const PAGES_INFO_STRINGS: readonly UiString[] = [
  // About: who we are.
  ['years of experience', 'عامًا من الخبرة', '年经验'],
  ['researchers and university professors', 'باحث وأستاذ جامعي', '位研究人员和大学教授'],
  ['Across the Arab world', 'في أنحاء الوطن العربي', '遍布阿拉伯世界'],
  ['where our students study', 'حيث يدرس طلابنا', '我们的学生来自这里'],
  ['The office in figures', 'المكتب بالأرقام', '数字看本中心'],
  [
    'We started as a small group of university teachers helping their own students, and we still work that way: every student has one person who follows the project from the first idea to the final approval, explains each step, and answers on WhatsApp when a supervisor asks for changes. Many of our students come back for their doctorate, and send us their friends.',
    'بدأنا مجموعةً صغيرة من أساتذة الجامعات نساعد طلابنا، وما زلنا نعمل بالروح نفسها: لكل طالب شخص واحد يتابع مشروعه من الفكرة الأولى حتى الإجازة النهائية، ويشرح له كل خطوة، ويرد عليه عبر واتساب كلما طلب المشرف تعديلًا. كثير من طلابنا يعودون إلينا في مرحلة الدكتوراه، ويرشّحوننا لزملائهم.',
    '我们最初是一群帮助自己学生的大学教师，至今仍保持这样的工作方式：每位学生都有一位专人负责，从最初的构想一直跟进到最终通过，讲解每一个步骤，并在导师提出修改意见时通过 WhatsApp 及时回复。许多学生在攻读博士时再次找到我们，还把我们推荐给他们的朋友。',
  ],
  // About: why students prefer us.
  ['Why students prefer us', 'لماذا يفضّلنا الطلاب', '学生为什么青睐我们'],
  ['Specialists in your field', 'متخصصون في مجالك', '您所在领域的专家'],
  [
    'Your project goes to a researcher or professor who teaches your subject and knows your university’s rules.',
    'يُسنَد مشروعك إلى باحث أو أستاذ يدرّس تخصصك ويعرف لوائح جامعتك.',
    '您的项目将交给讲授您专业、熟悉您所在大学规定的研究人员或教授。',
  ],
  ['Original, checked work', 'عمل أصيل ومُدقَّق', '原创且经过查重的成果'],
  [
    'Every chapter is written for you and checked for plagiarism before it reaches you.',
    'يُكتب كل فصل خصيصًا لك ويُفحص للتأكد من خلوّه من الاقتباس غير الموثّق قبل أن يصل إليك.',
    '每一章都为您量身撰写，并在交付前完成查重检测。',
  ],
  ['On time, every time', 'في الموعد دائمًا', '始终按时交付'],
  [
    'We agree the schedule with you at the start and deliver each part on the day we promised.',
    'نتفق معك على الجدول الزمني منذ البداية، ونسلّم كل جزء في اليوم الذي وعدناك به.',
    '我们在开始时与您商定进度安排，并在承诺的日期交付每一部分。',
  ],
  ['Complete confidentiality', 'سرية تامة', '完全保密'],
  [
    'Your name, your files and your research stay between you and the office.',
    'اسمك وملفاتك وبحثك تبقى بينك وبين المكتب فقط.',
    '您的姓名、文件和研究内容仅限您与本中心知晓。',
  ],
  ['Free modifications until approval', 'تعديلات مجانية حتى الإجازة', '通过前免费修改'],
  [
    'Whatever your supervisor or committee asks to change, we change at no extra cost.',
    'أي تعديل يطلبه مشرفك أو لجنة المناقشة ننفّذه دون أي تكلفة إضافية.',
    '无论导师或答辩委员会要求修改什么，我们都免费完成。',
  ],
  // About: vision, message and values.
  ['Vision, message and values', 'الرؤية والرسالة والقيم', '愿景、使命与价值观'],
  ['Our vision', 'رؤيتنا', '我们的愿景'],
  [
    'To be the first office Arab students trust with their research, from the first proposal to the final defence.',
    'أن نكون المكتب الأول الذي يأتمنه الطلاب العرب على أبحاثهم، من المقترح الأول حتى المناقشة النهائية.',
    '成为阿拉伯学生托付研究的首选机构，从最初的开题到最终答辩。',
  ],
  ['Our message', 'رسالتنا', '我们的使命'],
  [
    'To give every student expert, honest help that saves time and raises the quality of their work, at a price a student can afford.',
    'أن نقدّم لكل طالب مساعدة متخصصة وأمينة توفّر وقته وترفع جودة عمله، بسعر في متناول الطالب.',
    '为每位学生提供专业、诚信的帮助，节省时间、提升成果质量，价格让学生负担得起。',
  ],
  ['Our values', 'قيمنا', '我们的价值观'],
  [
    'Academic integrity, confidentiality, respect for deadlines, and patience with every question, however small.',
    'النزاهة الأكاديمية، والسرية، واحترام المواعيد، والصبر على كل سؤال مهما كان صغيرًا.',
    '学术诚信、严格保密、信守期限，耐心解答每一个问题，无论大小。',
  ],
  // The office's video.
  ['See how we work', 'تعرّف على طريقة عملنا', '了解我们的工作方式'],
  ['Meet the team behind your research', 'تعرّف على الفريق الذي يقف وراء بحثك', '认识为您研究保驾护航的团队'],
  ['An introduction to the office', 'تعريف بالمكتب', '本中心介绍'],
  ['Play the video: An introduction to the office', 'تشغيل الفيديو: تعريف بالمكتب', '播放视频：本中心介绍'],
  // Why us.
  [
    'Students across the Arab world have trusted us with the work that decides their degree. Here is what they can count on.',
    'ائتمننا طلاب من أنحاء الوطن العربي على العمل الذي يتوقف عليه نيلهم الدرجة العلمية، وهذا ما يمكنهم الاعتماد عليه.',
    '阿拉伯世界各地的学生把决定学位的关键工作托付给我们。以下是他们可以信赖的保障。',
  ],
  ['With you until the defence', 'معك حتى المناقشة', '陪您直到答辩'],
  [
    'We explain the work, prepare you for the committee’s questions and stay a message away.',
    'نشرح لك العمل، ونجهّزك لأسئلة لجنة المناقشة، ونبقى على بُعد رسالة منك.',
    '我们为您讲解成果、帮您准备答辩委员会的提问，随时一条消息就能找到我们。',
  ],
  ['Every field, three languages', 'كل التخصصات بثلاث لغات', '涵盖各专业，支持三种语言'],
  [
    'Arts, sciences, medicine, business and law, written in Arabic, English or translated between them.',
    'الآداب والعلوم والطب والإدارة والقانون، بالعربية أو الإنجليزية أو مترجمةً بينهما.',
    '文学、理科、医学、商科和法律，可用阿拉伯语或英语撰写，也可互译。',
  ],
  ['All testimonials', 'جميع آراء العملاء', '全部评价'],
  // Contact.
  ['Send us a message', 'أرسل إلينا رسالة', '给我们留言'],
  [
    'Tell us about your thesis, research or question. We reply by email or WhatsApp, in Arabic, English or Chinese.',
    'حدّثنا عن رسالتك أو بحثك أو استفسارك، وسنرد عليك عبر البريد الإلكتروني أو واتساب بالعربية أو الإنجليزية أو الصينية.',
    '请告诉我们您的论文、研究或问题。我们会通过电子邮件或 WhatsApp，用阿拉伯语、英语或中文回复您。',
  ],
  [
    'Our team answers on WhatsApp, by phone and by email, usually within a few hours during working days.',
    'يرد فريقنا عبر واتساب والهاتف والبريد الإلكتروني، عادةً خلال ساعات قليلة في أيام العمل.',
    '我们的团队通过 WhatsApp、电话和电子邮件答复，工作日通常在几小时内回复。',
  ],
  [
    'Hello, I would like to ask about your services.',
    'مرحبًا، أود الاستفسار عن خدماتكم.',
    '您好，我想咨询一下你们的服务。',
  ],
  ['Find us on the map', 'موقعنا على الخريطة', '在地图上找到我们'],
  ['The office on the map', 'موقع المكتب على الخريطة', '本中心在地图上的位置'],
  ['Show the map', 'عرض الخريطة', '显示地图'],
  // The contact form (SPEC §5's messages).
  ['Contact form', 'نموذج التواصل', '联系表单'],
  ['Full name', 'الاسم الكامل', '姓名'],
  ['WhatsApp number', 'رقم واتساب', 'WhatsApp 号码'],
  ['Subject', 'الموضوع', '主题'],
  ['Your message', 'رسالتك', '您的留言'],
  ['Please enter your name', 'يرجى إدخال اسمك', '请输入您的姓名'],
  ['Please enter your email', 'يرجى إدخال بريدك الإلكتروني', '请输入您的电子邮箱'],
  ['Please enter your WhatsApp number', 'يرجى إدخال رقم واتساب الخاص بك', '请输入您的 WhatsApp 号码'],
  ['Please enter the subject of your inquiry', 'يرجى إدخال موضوع استفسارك', '请输入您咨询的主题'],
  ['Please enter your message', 'يرجى إدخال رسالتك', '请输入您的留言'],
  ['Send message', 'إرسال الرسالة', '发送留言'],
  ['Sending…', 'جارٍ الإرسال…', '正在发送…'],
  [
    'You have sent several messages in a short time. Please wait a little and try again.',
    'لقد أرسلت عدة رسائل في وقت قصير. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    '您在短时间内发送了多条留言，请稍候再试。',
  ],
  [
    'Sending again in {seconds, plural, one {# second} other {# seconds}}',
    'إعادة الإرسال بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}',
    '{seconds} 秒后重新发送',
  ],
  [
    'You have sent several messages in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}}.',
    '您在短时间内发送了多条留言，请在 {minutes} 分钟后重试。',
  ],
  [
    'You have sent several messages in a short time. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
    'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}.',
    '您在短时间内发送了多条留言，请在 {seconds} 秒后重试。',
  ],
  [
    'Unexpected error occured (Code {status})',
    'حدث خطأ غير متوقع (الرمز {status})',
    '发生意外错误（代码 {status}）',
  ],
];
