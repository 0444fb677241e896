// The demo brand's service agreement (HTML, per language; other languages fall back to English)
// and register backgrounds (inline SVG, no external host).

export const agreementSeed: Record<string, string> = {
  en_US: `<h3>Service agreement</h3>
<p>By opening an account with Croupier Demo you confirm that:</p>
<ol>
<li>You are at least 18 years old and gambling is legal where you live.</li>
<li>You open one account only, in your own name, and keep your password to yourself.</li>
<li>The details you give are true; we may ask for proof of identity before a withdrawal.</li>
<li>Bonuses follow the terms of each promotion; abuse voids them.</li>
<li>You play for entertainment. Set limits and ask for help if gaming stops being fun.</li>
</ol>
<p>Read our <a href="/faq/4" target="_blank">terms and conditions</a> and <a href="/faq/5" target="_blank">privacy policy</a>.</p>`,
  zh_CN: `<h3>服务协议</h3>
<p>在 Croupier Demo 开户即表示您确认：</p>
<ol>
<li>您已年满 18 岁，且您所在地区允许博彩。</li>
<li>您只开设一个以本人名义的账户，并妥善保管密码。</li>
<li>您提供的资料真实有效；提款前我们可能要求身份证明。</li>
<li>红利依各项优惠条款发放，滥用者取消资格。</li>
<li>请理性娱乐，设定限额；如游戏不再有趣，请寻求帮助。</li>
</ol>
<p>请阅读<a href="/faq/4" target="_blank">条款与细则</a>及<a href="/faq/5" target="_blank">隐私政策</a>。</p>`,
  vi_VN: `<h3>Thỏa thuận dịch vụ</h3>
<p>Khi mở tài khoản tại Croupier Demo, bạn xác nhận rằng:</p>
<ol>
<li>Bạn đủ 18 tuổi và cá cược là hợp pháp nơi bạn sống.</li>
<li>Bạn chỉ mở một tài khoản đứng tên mình và tự giữ mật khẩu.</li>
<li>Thông tin bạn cung cấp là đúng; chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi rút tiền.</li>
<li>Tiền thưởng theo điều khoản của từng khuyến mãi; lạm dụng sẽ bị hủy.</li>
<li>Hãy chơi để giải trí, đặt giới hạn và tìm trợ giúp khi cần.</li>
</ol>
<p>Xem <a href="/faq/4" target="_blank">điều khoản và điều kiện</a> và <a href="/faq/5" target="_blank">chính sách bảo mật</a>.</p>`,
  hi_IN: `<h3>सेवा समझौता</h3>
<p>Croupier Demo पर खाता खोलकर आप पुष्टि करते हैं कि:</p>
<ol>
<li>आपकी आयु कम से कम 18 वर्ष है और आपके क्षेत्र में जुआ वैध है।</li>
<li>आप अपने नाम पर केवल एक खाता खोलेंगे और अपना पासवर्ड गोपनीय रखेंगे।</li>
<li>आपके दिए विवरण सही हैं; निकासी से पहले हम पहचान का प्रमाण माँग सकते हैं।</li>
<li>बोनस हर प्रमोशन की शर्तों के अनुसार हैं; दुरुपयोग पर रद्द होंगे।</li>
<li>मनोरंजन के लिए खेलें, सीमाएँ तय करें और ज़रूरत हो तो मदद लें।</li>
</ol>
<p>हमारे <a href="/faq/4" target="_blank">नियम और शर्तें</a> तथा <a href="/faq/5" target="_blank">गोपनीयता नीति</a> पढ़ें।</p>`,
  ta_IN: `<h3>சேவை ஒப்பந்தம்</h3>
<p>Croupier Demo-வில் கணக்கு தொடங்குவதன் மூலம் நீங்கள் உறுதிசெய்வது:</p>
<ol>
<li>உங்களுக்கு குறைந்தது 18 வயது, உங்கள் பகுதியில் சூதாட்டம் சட்டபூர்வமானது.</li>
<li>உங்கள் பெயரில் ஒரே ஒரு கணக்கைத் தொடங்கி, கடவுச்சொல்லை ரகசியமாக வைத்திருப்பீர்கள்.</li>
<li>நீங்கள் தரும் விவரங்கள் உண்மையானவை; பணம் எடுக்கும் முன் அடையாளச் சான்று கேட்கலாம்.</li>
<li>போனஸ் ஒவ்வொரு சலுகையின் விதிகளின்படி; தவறான பயன்பாடு ரத்து செய்யப்படும்.</li>
<li>பொழுதுபோக்கிற்காக விளையாடுங்கள்; வரம்புகளை அமைத்து, தேவைப்பட்டால் உதவி நாடுங்கள்.</li>
</ol>
<p>எங்கள் <a href="/faq/4" target="_blank">விதிமுறைகள்</a> மற்றும் <a href="/faq/5" target="_blank">தனியுரிமைக் கொள்கை</a>யைப் படிக்கவும்.</p>`,
};

const backgroundSvg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d2e"/><stop offset="1" stop-color="#14213d"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<g fill="none" stroke="#f2b705" stroke-opacity=".18" stroke-width="6">
<circle cx="${width * 0.15}" cy="${height * 0.2}" r="${height * 0.12}"/><circle cx="${width * 0.85}" cy="${height * 0.8}" r="${height * 0.18}"/>
<circle cx="${width * 0.8}" cy="${height * 0.15}" r="${height * 0.06}"/></g></svg>`;

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

export const backgroundSeed = [
  { template: 'pc', image_url: dataUrl(backgroundSvg(960, 640)), background_color: '#0b3d2e' },
  { template: 'H5_1', image_url: dataUrl(backgroundSvg(390, 640)), background_color: '#0b3d2e' },
];
