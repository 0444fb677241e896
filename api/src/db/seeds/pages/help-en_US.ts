// The demo brand's help pages in English (the fallback language of every help page).
import type { HelpTexts } from './help-texts.js';

export const helpEnUS: HelpTexts = {
  1: {
    title: 'About Us',
    content: `<p>We are an online sports betting and casino site built for players in India and across Asia. Cricket is at the heart of what we do: every international series, the IPL and domestic leagues are covered with pre-match and in-play markets, alongside football, kabaddi, tennis and esports.</p>
<p>Our casino brings live dealer tables (Teen Patti, Andar Bahar, roulette, baccarat and blackjack), slots from leading providers, lottery draws and card games together in one account and one wallet.</p>
<h3>What we stand for</h3>
<ul>
<li><strong>Fair play</strong>: games come from licensed providers whose results are independently tested.</li>
<li><strong>Fast payments</strong>: deposits in your local currency and withdrawals processed around the clock.</li>
<li><strong>Support in your language</strong>: our customer-service team is available 24 hours a day, 7 days a week.</li>
<li><strong>Responsible gaming</strong>: tools to set limits and take a break whenever you need one.</li>
</ul>
<p>Membership is open to adults aged 18 and over where online gaming is permitted by local law.</p>`,
  },
  2: {
    title: 'User Agreement',
    content: `<p>By registering an account or using this site you agree to this User Agreement, our <a href="/faq/4">Terms and Conditions</a> and our <a href="/faq/5">Privacy Policy</a>.</p>
<h3>Your account</h3>
<ul>
<li>You must be at least 18 years old, or older where local law requires it.</li>
<li>Each person may hold one account. Duplicate accounts may be closed and their winnings voided.</li>
<li>The details you give at registration must be true and your own. We may ask for identity documents before a withdrawal.</li>
<li>Keep your password and withdrawal password secret; you are responsible for activity on your account.</li>
</ul>
<h3>Use of the service</h3>
<p>You may not use the site for money laundering, fraud, collusion, automated betting software or any unlawful purpose. We may suspend an account while we investigate suspicious activity.</p>
<p>We may update this agreement. Material changes are announced on the site, and continued use after an update means you accept it.</p>`,
  },
  3: {
    title: 'Responsible Gaming',
    content: `<p>Betting should be entertainment, never a way to make money or escape problems. We want every member to stay in control.</p>
<h3>Keep it fun</h3>
<ul>
<li>Decide on a budget before you play and never chase losses.</li>
<li>Set a time limit and take regular breaks.</li>
<li>Do not bet when you are upset, tired or under the influence of alcohol.</li>
<li>Never borrow money to gamble.</li>
</ul>
<h3>Tools we offer</h3>
<p>Contact customer service at any time to set deposit limits, take a cooling-off period of 24 hours to 6 weeks, or self-exclude for six months or longer. A self-exclusion cannot be reversed before it ends.</p>
<h3>Under 18s</h3>
<p>Under-age gambling is an offence. We check the age of members and close any account held by a minor. Parents can use filtering software to block gaming sites on shared devices.</p>
<p>If gambling is causing you harm, please talk to someone you trust or contact a local support organisation.</p>`,
  },
  4: {
    title: 'Terms and Conditions',
    content: `<h3>Bets</h3>
<ul>
<li>A bet is accepted once it appears in your betting record. Bets cannot be cancelled after acceptance.</li>
<li>If a match is abandoned or postponed, bets are settled according to the rules of the market; unsettled stakes are returned.</li>
<li>Cricket markets follow official results, including the Duckworth–Lewis–Stern method where it is applied.</li>
<li>Obvious errors in odds or results may be corrected, and affected bets voided.</li>
</ul>
<h3>Casino and games</h3>
<p>Game results are determined by the provider. In the event of a malfunction, all affected plays and payouts are void.</p>
<h3>Deposits and withdrawals</h3>
<p>Deposits must be turned over at least once before withdrawal unless a promotion states otherwise. Withdrawals are paid only to accounts in the member's own name.</p>
<h3>Bonuses</h3>
<p>Each promotion has its own rules. Abuse of promotions, including multiple accounts and matched betting, leads to the bonus and related winnings being removed.</p>`,
  },
  5: {
    title: 'Privacy Policy',
    content: `<p>We respect your privacy and handle your personal data with care.</p>
<h3>What we collect</h3>
<ul>
<li>Registration details such as your name, phone number, email address and date of birth.</li>
<li>Transaction and betting records.</li>
<li>Technical data such as IP address, device type and browser, used for security and fraud prevention.</li>
</ul>
<h3>How we use it</h3>
<p>We use your data to run your account, process payments, verify your identity, meet legal obligations, prevent fraud and, with your consent, to tell you about promotions.</p>
<h3>Sharing</h3>
<p>We never sell your data. It is shared only with payment processors, game providers and verification services that need it to provide the service, or with authorities when the law requires.</p>
<h3>Cookies</h3>
<p>We use cookies to keep you logged in, remember your language and currency, and measure how the site is used.</p>
<p>You may ask customer service for a copy of your data or for it to be corrected.</p>`,
  },
  6: {
    title: 'Deposit Guidelines',
    content: `<ol>
<li>Log in and open <strong>Deposit</strong> from the header or the member centre.</li>
<li>Choose a payment method. UPI, net banking, bank transfer and e-wallets are available depending on your currency.</li>
<li>Enter the amount, within the minimum and maximum shown for the method.</li>
<li>Complete the payment on the page that opens. Do not close it until the payment is confirmed.</li>
</ol>
<h3>Good to know</h3>
<ul>
<li>Most deposits are credited within a few minutes. Bank transfers can take up to 30 minutes.</li>
<li>Always pay from an account in your own name; third-party payments are refused.</li>
<li>When transferring manually, use the exact amount and reference shown, or the deposit cannot be matched.</li>
<li>If your balance has not updated after 30 minutes, contact customer service with your order number and payment receipt.</li>
</ul>`,
  },
  7: {
    title: 'Withdrawal Guidelines',
    content: `<ol>
<li>Bind a bank account in your own name in the member centre.</li>
<li>Open <strong>Withdraw</strong>, choose the bank account and enter the amount.</li>
<li>Confirm with your 4-digit withdrawal password.</li>
</ol>
<h3>Processing</h3>
<ul>
<li>Withdrawals are reviewed around the clock and usually paid within 15 minutes to 2 hours.</li>
<li>Your deposits must have been turned over at least once, and any bonus wagering requirement met.</li>
<li>For your security we may ask for identity documents before the first withdrawal or a large one.</li>
<li>Money from game providers must be transferred back to your main wallet before you can withdraw it.</li>
</ul>
<p>If a withdrawal is rejected, the amount returns to your main wallet and the reason is shown in your records.</p>`,
  },
  8: {
    title: 'Frequently Asked Questions',
    content: `<h3>How do I register?</h3>
<p>Select <strong>Register</strong>, fill in the form and confirm. You are logged in as soon as registration succeeds.</p>
<h3>I forgot my password. What can I do?</h3>
<p>Use <strong>Forgot password</strong> on the login form to reset it by SMS, or contact customer service.</p>
<h3>Which currencies can I use?</h3>
<p>Your account currency is chosen at registration and cannot be changed later. The currencies on offer are shown in the registration form.</p>
<h3>Why is my balance in a game different from my main wallet?</h3>
<p>Some providers keep their own wallet. Money moves there when you open the game and can be transferred back from the member centre.</p>
<h3>Can I bet on cricket while the match is live?</h3>
<p>Yes. In-play markets open for most international and IPL matches and are updated ball by ball.</p>
<h3>How do I contact support?</h3>
<p>Use the customer-service button on any page. We are available 24/7.</p>`,
  },
  17: {
    title: 'Promotion Statement',
    content: `<p>These general rules apply to every promotion unless the promotion's own terms say otherwise.</p>
<ul>
<li>Promotions are open to members with one verified account. Only one account per person, household, IP address, device or payment account may take part.</li>
<li>Bonuses must be wagered the stated number of times before withdrawal. Bets on both sides of a market, void bets and bets at odds below 1.50 do not count towards wagering.</li>
<li>Bonuses are credited in the account currency and expire if they are not claimed within the stated period.</li>
<li>We may change, suspend or end a promotion at any time and may withhold bonuses from accounts involved in promotion abuse or irregular betting.</li>
<li>Our decision in any dispute about a promotion is final.</li>
</ul>
<p>See the <a href="/discount">promotions page</a> for current offers.</p>`,
  },
};
