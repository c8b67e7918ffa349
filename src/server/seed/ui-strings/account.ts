import type { UiString } from './index';

/** A staff member's own account and sessions (decision 0057). */
export const ACCOUNT_STRINGS: readonly UiString[] = [
  ['My account', 'حسابي', '我的账户'],
  ['Where you are signed in', 'الأجهزة التي سجّلت الدخول منها', '已登录的设备'],
  [
    'A session you end is signed out at its next action.',
    'الجلسة التي تُنهيها يُسجَّل خروجها عند أول إجراء تالٍ فيها.',
    '被结束的会话会在下一次操作时退出登录。',
  ],
  ['{browser} on {os}', '{browser} على {os}', '{os} 上的 {browser}'],
  ['Unknown device', 'جهاز غير معروف', '未知设备'],
  ['This device', 'هذا الجهاز', '本设备'],
  ['IP address', 'عنوان IP', 'IP 地址'],
  ['Last active {date}', 'آخر نشاط {date}', '最近活动：{date}'],
  ['Signed in {date}', 'تسجيل الدخول {date}', '登录于 {date}'],
  ['End session', 'إنهاء الجلسة', '结束会话'],
  ['End the session on {device}', 'إنهاء الجلسة على {device}', '结束 {device} 上的会话'],
  ['No open sessions', 'لا توجد جلسات مفتوحة', '没有打开的会话'],
  ['Sign out of all other sessions', 'تسجيل الخروج من كل الجلسات الأخرى', '退出其他所有会话'],
  ['Sessions', 'الجلسات', '会话'],
  ['Sessions of {name}', 'جلسات {name}', '{name} 的会话'],
];

/** Two-step sign-in: the login page's second step and passkey, and its set-up under My account (decision 0057). */
export const TWO_STEP_STRINGS: readonly UiString[] = [
  ['Two-step sign-in', 'التحقق بخطوتين', '两步登录'],
  ['or', 'أو', '或'],
  ['Sign in with a passkey', 'تسجيل الدخول بمفتاح مرور', '使用通行密钥登录'],
  [
    'The passkey was not used. Try again, or sign in with your password.',
    'لم يُستخدم مفتاح المرور. حاول مرة أخرى، أو سجّل الدخول بكلمة المرور.',
    '未使用通行密钥。请重试，或使用密码登录。',
  ],
  [
    'The passkey was not used. Try again or enter a code.',
    'لم يُستخدم مفتاح المرور. حاول مرة أخرى أو أدخل رمزًا.',
    '未使用通行密钥。请重试或输入验证码。',
  ],
  ['Use your passkey', 'استخدم مفتاح المرور', '使用通行密钥'],
  [
    'Enter the 6-digit code from your authenticator app.',
    'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
    '请输入身份验证器应用中的 6 位验证码。',
  ],
  [
    'Enter one of your recovery codes. Each code works once.',
    'أدخل أحد رموز الاسترداد الخاصة بك. يعمل كل رمز مرة واحدة فقط.',
    '请输入一个恢复码。每个恢复码只能使用一次。',
  ],
  ['Code', 'الرمز', '验证码'],
  ['Recovery code', 'رمز الاسترداد', '恢复码'],
  ['Verify', 'تحقّق', '验证'],
  ['Use a recovery code', 'استخدم رمز استرداد', '使用恢复码'],
  ['Use the code from your app', 'استخدم الرمز من التطبيق', '使用应用中的验证码'],
  [
    'After your password, a code from your phone or your passkey: a stolen password alone does not sign in.',
    'بعد كلمة المرور، رمز من هاتفك أو مفتاح المرور: كلمة المرور المسروقة وحدها لا تكفي لتسجيل الدخول.',
    '输入密码后，还需手机上的验证码或通行密钥：仅凭被盗的密码无法登录。',
  ],
  [
    'The office requires two-step sign-in. Set up an authenticator app or a passkey to continue.',
    'يشترط المكتب التحقق بخطوتين. فعّل تطبيق مصادقة أو مفتاح مرور للمتابعة.',
    '本办公室要求两步登录。请设置身份验证器应用或通行密钥后继续。',
  ],
  ['No second factor yet', 'لا يوجد عامل تحقق ثانٍ بعد', '尚未设置第二重验证'],
  ['Authenticator app', 'تطبيق المصادقة', '身份验证器应用'],
  ['Passkey', 'مفتاح المرور', '通行密钥'],
  ['Added {date}', 'أضيف {date}', '添加于 {date}'],
  ['Last used {date}', 'آخر استخدام {date}', '最近使用：{date}'],
  ['Set up an authenticator app', 'إعداد تطبيق مصادقة', '设置身份验证器应用'],
  ['Add a passkey', 'إضافة مفتاح مرور', '添加通行密钥'],
  ['The passkey was not added.', 'لم تتم إضافة مفتاح المرور.', '未添加通行密钥。'],
  [
    '{count, plural, one {# recovery code left} other {# recovery codes left}}',
    '{count, plural, zero {لم يتبقَّ أي رمز استرداد} one {تبقّى رمز استرداد واحد} two {تبقّى رمزا استرداد} few {تبقّت # رموز استرداد} many {تبقّى # رمز استرداد} other {تبقّى # رمز استرداد}}',
    '剩余 {count} 个恢复码',
  ],
  ['Make new recovery codes', 'إنشاء رموز استرداد جديدة', '生成新的恢复码'],
  ['Remove second factor', 'إزالة عامل التحقق الثاني', '移除第二重验证'],
  [
    'Are you sure? It will no longer sign you in.',
    'هل أنت متأكد؟ لن يعود بإمكانك تسجيل الدخول به.',
    '确定吗？移除后将无法再用它登录。',
  ],
  [
    'Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the code it shows.',
    'امسح هذا الرمز بتطبيق مصادقة (Google Authenticator أو Microsoft Authenticator أو 1Password…)، ثم أدخل الرمز الذي يظهر فيه.',
    '请用身份验证器应用（Google Authenticator、Microsoft Authenticator、1Password 等）扫描此二维码，然后输入应用显示的验证码。',
  ],
  [
    'QR code to scan with your authenticator app',
    'رمز QR لمسحه بتطبيق المصادقة',
    '用身份验证器应用扫描的二维码',
  ],
  [
    'Cannot scan? Enter this key in the app:',
    'لا يمكنك المسح؟ أدخل هذا المفتاح في التطبيق:',
    '无法扫描？请在应用中输入此密钥：',
  ],
  ['Name (optional)', 'الاسم (اختياري)', '名称（可选）'],
  [
    'To tell your devices apart, for example "My phone".',
    'للتمييز بين أجهزتك، مثل "هاتفي".',
    '用于区分您的设备，例如“我的手机”。',
  ],
  ['Turn on', 'تفعيل', '启用'],
  ['Your recovery codes', 'رموز الاسترداد الخاصة بك', '您的恢复码'],
  [
    'Keep these codes somewhere safe. Each one signs you in once if you lose your phone or passkey. They are shown only now.',
    'احفظ هذه الرموز في مكان آمن. يتيح لك كل رمز تسجيل الدخول مرة واحدة إذا فقدت هاتفك أو مفتاح المرور. لن تظهر إلا الآن.',
    '请将这些恢复码保存在安全的地方。如果丢失手机或通行密钥，每个恢复码可用于登录一次。它们只显示这一次。',
  ],
  ['Copy', 'نسخ', '复制'],
  ['Copied', 'تم النسخ', '已复制'],
  [
    'Could not copy: select the codes and copy them yourself.',
    'تعذّر النسخ: حدّد الرموز وانسخها بنفسك.',
    '无法复制：请选中恢复码后自行复制。',
  ],
  ['Download', 'تنزيل', '下载'],
  ['I have saved them', 'لقد حفظتها', '我已保存'],
  ['Sign-in rule', 'قاعدة تسجيل الدخول', '登录规则'],
  [
    'Require two-step sign-in for every staff member',
    'اشتراط التحقق بخطوتين لكل أعضاء الفريق',
    '要求所有员工使用两步登录',
  ],
  [
    'A staff member without a second factor is asked to set one up at their next sign-in.',
    'يُطلب من عضو الفريق الذي لا يملك عامل تحقق ثانيًا إعداده عند تسجيل دخوله التالي.',
    '没有第二重验证的员工会在下次登录时被要求设置。',
  ],
  ['Reset two-step sign-in', 'إعادة تعيين التحقق بخطوتين', '重置两步登录'],
  ['Reset two-step sign-in of {name}', 'إعادة تعيين التحقق بخطوتين لـ {name}', '重置 {name} 的两步登录'],
  [
    'Their authenticator apps, passkeys and recovery codes are removed: they sign in with their password and set up a new one.',
    'ستُزال تطبيقات المصادقة ومفاتيح المرور ورموز الاسترداد الخاصة به: يسجّل الدخول بكلمة المرور ثم يُعدّ عاملًا جديدًا.',
    '其身份验证器应用、通行密钥和恢复码将被移除：对方用密码登录后重新设置。',
  ],
];

/** The mailed links' pages under /login and the invitation dialog (decision 0057). */
export const STAFF_LINK_STRINGS: readonly UiString[] = [
  ['Forgot your password?', 'نسيت كلمة المرور؟', '忘记密码？'],
  [
    'Enter the address of your staff account: we will mail you a link to choose a new password.',
    'أدخل عنوان بريد حسابك في فريق العمل: سنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    '请输入您员工账户的邮箱地址：我们会发送一个设置新密码的链接。',
  ],
  ['Send the link', 'إرسال الرابط', '发送链接'],
  ['Back to sign-in', 'العودة إلى تسجيل الدخول', '返回登录'],
  ['Choose a new password', 'اختر كلمة مرور جديدة', '设置新密码'],
  [
    'This link has expired or was already used.',
    'انتهت صلاحية هذا الرابط أو سبق استخدامه.',
    '此链接已过期或已被使用。',
  ],
  ['Ask for a new one', 'اطلب رابطًا جديدًا', '重新申请'],
  ['Join the team', 'الانضمام إلى فريق العمل', '加入团队'],
  [
    'This invitation has expired or was already used. Ask an admin for a new one.',
    'انتهت صلاحية هذه الدعوة أو سبق استخدامها. اطلب دعوة جديدة من أحد المشرفين.',
    '此邀请已过期或已被使用，请向管理员重新申请。',
  ],
  [
    'You were invited as {email}. Choose how you will sign in.',
    'تمت دعوتك بالعنوان {email}. اختر طريقة تسجيل دخولك.',
    '您以 {email} 受邀。请选择登录方式。',
  ],
  ['Your name', 'اسمك', '您的姓名'],
  ['Join with a passkey', 'الانضمام بمفتاح مرور', '使用通行密钥加入'],
  ['Choose a password', 'اختر كلمة مرور', '设置密码'],
  ['Join with this password', 'الانضمام بكلمة المرور هذه', '使用此密码加入'],
  ['Invite a colleague', 'دعوة زميل', '邀请同事'],
  [
    'They get a link by mail to choose their own password or passkey. The link works once, for 30 minutes.',
    'يصله رابط بالبريد ليختار كلمة المرور أو مفتاح المرور بنفسه. يعمل الرابط مرة واحدة لمدة 30 دقيقة.',
    '对方会收到一封邮件，通过链接自行设置密码或通行密钥。链接仅可使用一次，30 分钟内有效。',
  ],
  ['Send the invitation', 'إرسال الدعوة', '发送邀请'],
];
