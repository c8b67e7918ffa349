import type { UiString } from './index';

/** The home page's request form (SPEC §2 "Request form (home)"). */
export const REQUEST_FORM_STRINGS: readonly UiString[] = [
  [
    'Tell us what you need and attach your reference files. We will contact you by phone, WhatsApp or email.',
    'أخبرنا بما تحتاج إليه وأرفق ملفاتك المرجعية، وسنتواصل معك عبر الهاتف أو واتساب أو البريد الإلكتروني.',
    '请告诉我们您的需求并附上参考文件，我们会通过电话、WhatsApp 或电子邮件与您联系。',
  ],
  ['Request form', 'نموذج الطلب', '需求表'],
  ['Full name', 'الاسم الكامل', '姓名'],
  ['Email', 'البريد الإلكتروني', '电子邮箱'],
  ['Phone number', 'رقم الهاتف', '电话号码'],
  ['Place of residence', 'مكان الإقامة', '居住地'],
  ['What do you need?', 'ما الذي تحتاج إليه؟', '您需要什么帮助？'],
  ['Please enter your name', 'يرجى إدخال اسمك', '请输入您的姓名'],
  ['Please enter your email', 'يرجى إدخال بريدك الإلكتروني', '请输入您的电子邮箱'],
  ['Please enter a valid email address', 'يرجى إدخال بريد إلكتروني صحيح', '请输入有效的电子邮箱地址'],
  ['Please enter your phone number', 'يرجى إدخال رقم هاتفك', '请输入您的电话号码'],
  ['Please enter your place of residence', 'يرجى إدخال مكان إقامتك', '请输入您的居住地'],
  ['Please describe what you need', 'يرجى وصف ما تحتاج إليه', '请描述您的需求'],
  [
    'I would like to order the service: {service}',
    'أرغب في طلب خدمة: {service}',
    '我想订购以下服务：{service}',
  ],
  ['Upload Files Reference +', 'رفع الملفات المرجعية +', '上传参考文件 +'],
  ['Re-Upload Files Reference', 'إعادة رفع الملفات المرجعية', '重新上传参考文件'],
  [
    'Images or PDF files, up to {count, plural, one {# file} other {# files}} of {size} each.',
    'صور أو ملفات PDF، حتى {count, plural, one {ملف واحد} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} بحجم {size} لكل ملف.',
    '图片或 PDF 文件，最多 {count} 个，每个不超过 {size}。',
  ],
  ['Chosen files', 'الملفات المختارة', '已选文件'],
  ['Remove {file}', 'إزالة {file}', '移除 {file}'],
  [
    '{file} is not an image or a PDF, so it was not added.',
    'الملف {file} ليس صورة ولا ملف PDF، لذلك لم تتم إضافته.',
    '{file} 不是图片或 PDF 文件，因此未添加。',
  ],
  [
    '{file} is larger than {limit}, so it was not added. You can send large files on WhatsApp.',
    'حجم الملف {file} أكبر من {limit}، لذلك لم تتم إضافته. يمكنك إرسال الملفات الكبيرة عبر واتساب.',
    '{file} 超过 {limit}，因此未添加。您可以通过 WhatsApp 发送大文件。',
  ],
  [
    'At most {count, plural, one {# file} other {# files}} can be sent with one request, so {file} was not added.',
    'يمكن إرسال {count, plural, one {ملف واحد} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} على الأكثر مع الطلب الواحد، لذلك لم تتم إضافة الملف {file}.',
    '每个需求最多可发送 {count} 个文件，因此未添加 {file}。',
  ],
  [
    'All files together may be at most {limit}, so {file} was not added.',
    'يجب ألا يتجاوز حجم الملفات مجتمعةً {limit}، لذلك لم تتم إضافة الملف {file}.',
    '所有文件合计不得超过 {limit}，因此未添加 {file}。',
  ],
  ['Preparing your files…', 'جارٍ تجهيز ملفاتك…', '正在准备您的文件…'],
  ['Upload progress', 'تقدّم الرفع', '上传进度'],
  ['Uploading your files… {percent}%', 'جارٍ رفع ملفاتك… {percent}%', '正在上传您的文件… {percent}%'],
  ['Upload complete. Saving your request…', 'اكتمل الرفع. جارٍ حفظ طلبك…', '上传完成，正在保存您的需求…'],
  // Resumable uploads (decision 0064): each file's own progress, and the connection's absence.
  ['Uploading… {percent}%', 'جارٍ الرفع… {percent}%', '正在上传… {percent}%'],
  ['Uploaded', 'تم الرفع', '已上传'],
  ['Waiting for the connection…', 'في انتظار الاتصال بالإنترنت…', '正在等待网络连接…'],
  ['This file was not accepted', 'لم يُقبل هذا الملف', '此文件未被接受'],
  ['Upload progress of {file}', 'تقدّم رفع {file}', '{file} 的上传进度'],
  [
    'A file could not be uploaded. Remove it and choose it again.',
    'تعذّر رفع أحد الملفات. احذفه ثم اختره مرة أخرى.',
    '有文件无法上传。请将其移除后重新选择。',
  ],
  ['Sending…', 'جارٍ الإرسال…', '正在发送…'],
  ['Send request', 'إرسال الطلب', '提交需求'],
  ['Your reference number is {id}.', 'رقمك المرجعي هو {id}.', '您的参考编号是 {id}。'],
  [
    'Your request was sent. Your reference number is {id}.',
    'تم إرسال طلبك. رقمك المرجعي هو {id}.',
    '您的需求已提交，参考编号为 {id}。',
  ],
  [
    'A file could not be read. Remove it and choose it again.',
    'تعذّرت قراءة أحد الملفات. أزِله ثم اختره مرة أخرى.',
    '有文件无法读取，请将其移除后重新选择。',
  ],
  [
    'You have sent several requests in a short time. Please wait a little and try again.',
    'لقد أرسلت عدة طلبات خلال وقت قصير. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    '您在短时间内提交了多个需求，请稍候再试。',
  ],
  [
    'You have sent several requests in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'لقد أرسلت عدة طلبات خلال وقت قصير. يرجى المحاولة مرة أخرى بعد {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}}.',
    '您在短时间内提交了多个需求，请在 {minutes} 分钟后重试。',
  ],
  [
    'You have sent several requests in a short time. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
    'لقد أرسلت عدة طلبات خلال وقت قصير. يرجى المحاولة مرة أخرى بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}.',
    '您在短时间内提交了多个需求，请在 {seconds} 秒后重试。',
  ],
  [
    '{file} is larger than {limit}. Remove it, or send it to us on WhatsApp.',
    'حجم الملف {file} أكبر من {limit}. أزِله أو أرسله إلينا عبر واتساب.',
    '{file} 超过 {limit}。请将其移除，或通过 WhatsApp 发送给我们。',
  ],
  [
    'The files are too large to send together. Remove some of them, or send the large ones to us on WhatsApp.',
    'حجم الملفات كبير جدًا لإرسالها معًا. أزِل بعضها أو أرسل الكبيرة منها إلينا عبر واتساب.',
    '文件合计过大，无法一起发送。请移除部分文件，或通过 WhatsApp 将大文件发送给我们。',
  ],
  [
    '{file} is not an image or a PDF that can be opened. Remove it and try again.',
    'الملف {file} ليس صورة أو ملف PDF يمكن فتحه. أزِله ثم حاول مرة أخرى.',
    '{file} 不是可打开的图片或 PDF 文件。请将其移除后重试。',
  ],
  [
    'One of the files is not an image or a PDF that can be opened. Remove it and try again.',
    'أحد الملفات ليس صورة أو ملف PDF يمكن فتحه. أزِله ثم حاول مرة أخرى.',
    '其中一个文件不是可打开的图片或 PDF 文件。请将其移除后重试。',
  ],
];
