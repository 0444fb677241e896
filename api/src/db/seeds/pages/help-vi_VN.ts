// The demo brand's help pages in Vietnamese.
import type { HelpTexts } from './help-texts.js';

export const helpViVN: HelpTexts = {
  1: {
    title: 'Giới thiệu',
    content: `<p>Chúng tôi là trang cá cược thể thao và sòng bài trực tuyến dành cho người chơi tại Ấn Độ và khắp châu Á. Cricket là trọng tâm: mọi loạt trận quốc tế, IPL và các giải quốc nội đều có kèo trước trận và kèo trực tiếp, cùng bóng đá, kabaddi, quần vợt và thể thao điện tử.</p>
<p>Sòng bài trực tuyến với người chia bài thật (Teen Patti, Andar Bahar, roulette, baccarat, blackjack), slot của các nhà cung cấp hàng đầu, xổ số và game bài — tất cả trong một tài khoản, một ví.</p>
<ul>
<li><strong>Chơi công bằng</strong>: trò chơi từ nhà cung cấp có giấy phép, kết quả được kiểm định độc lập.</li>
<li><strong>Thanh toán nhanh</strong>: nạp tiền bằng đồng nội tệ, rút tiền xử lý suốt ngày đêm.</li>
<li><strong>Hỗ trợ bằng ngôn ngữ của bạn</strong>: chăm sóc khách hàng 24/7.</li>
</ul>
<p>Chỉ dành cho người từ 18 tuổi trở lên tại nơi pháp luật cho phép trò chơi trực tuyến.</p>`,
  },
  2: {
    title: 'Thỏa thuận người dùng',
    content: `<p>Khi đăng ký hoặc sử dụng trang, bạn đồng ý với Thỏa thuận này, <a href="/faq/4">Điều khoản và điều kiện</a> và <a href="/faq/5">Chính sách bảo mật</a>.</p>
<ul>
<li>Bạn phải đủ 18 tuổi.</li>
<li>Mỗi người chỉ được giữ một tài khoản; tài khoản trùng lặp có thể bị đóng và hủy tiền thắng.</li>
<li>Thông tin đăng ký phải chính xác và của chính bạn; chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi rút tiền.</li>
<li>Hãy giữ bí mật mật khẩu đăng nhập và mật khẩu rút tiền.</li>
</ul>
<p>Nghiêm cấm rửa tiền, gian lận, thông đồng hoặc dùng phần mềm cược tự động. Tài khoản có thể bị tạm khóa trong thời gian điều tra.</p>`,
  },
  3: {
    title: 'Chơi có trách nhiệm',
    content: `<p>Cá cược nên là giải trí, không phải cách kiếm tiền hay trốn tránh vấn đề.</p>
<ul>
<li>Đặt ngân sách trước khi chơi và đừng cố gỡ thua.</li>
<li>Đặt giới hạn thời gian và nghỉ ngơi thường xuyên.</li>
<li>Không cược khi buồn bực, mệt mỏi hoặc đã uống rượu.</li>
<li>Không bao giờ vay tiền để cá cược.</li>
</ul>
<p>Liên hệ chăm sóc khách hàng bất cứ lúc nào để đặt hạn mức nạp, tạm nghỉ từ 24 giờ đến 6 tuần hoặc tự loại trừ từ sáu tháng trở lên.</p>
<p>Người dưới 18 tuổi tham gia cá cược là vi phạm pháp luật; mọi tài khoản của người chưa thành niên sẽ bị đóng.</p>`,
  },
  4: {
    title: 'Điều khoản và điều kiện',
    content: `<ul>
<li>Vé cược được chấp nhận khi xuất hiện trong lịch sử cược và không thể hủy sau đó.</li>
<li>Trận đấu bị hủy hoặc hoãn được xử lý theo luật của từng kèo; tiền cược chưa xử lý sẽ được hoàn lại.</li>
<li>Kèo cricket theo kết quả chính thức, bao gồm phương pháp DLS khi được áp dụng.</li>
<li>Sai sót rõ ràng về tỷ lệ hoặc kết quả có thể được sửa và vé cược liên quan bị hủy.</li>
</ul>
<p>Tiền nạp phải được cược ít nhất một vòng trước khi rút; tiền rút chỉ chuyển vào tài khoản đứng tên hội viên. Lạm dụng khuyến mãi sẽ bị thu hồi tiền thưởng và tiền thắng liên quan.</p>`,
  },
  5: {
    title: 'Chính sách bảo mật',
    content: `<ul>
<li>Chúng tôi thu thập thông tin đăng ký (họ tên, điện thoại, email, ngày sinh), lịch sử giao dịch và cược, cùng địa chỉ IP và thông tin thiết bị để bảo mật.</li>
<li>Dữ liệu được dùng để quản lý tài khoản, xử lý thanh toán, xác minh danh tính và chống gian lận.</li>
<li>Chúng tôi không bao giờ bán dữ liệu của bạn; chỉ chia sẻ với đơn vị thanh toán, nhà cung cấp trò chơi, dịch vụ xác minh, hoặc cơ quan chức năng khi pháp luật yêu cầu.</li>
</ul>
<p>Cookie giúp duy trì đăng nhập và ghi nhớ ngôn ngữ, tiền tệ. Liên hệ chăm sóc khách hàng để nhận bản sao hoặc sửa dữ liệu của bạn.</p>`,
  },
  6: {
    title: 'Hướng dẫn nạp tiền',
    content: `<ol>
<li>Đăng nhập và mở <strong>Nạp tiền</strong> từ đầu trang hoặc trung tâm hội viên.</li>
<li>Chọn phương thức thanh toán phù hợp với loại tiền của bạn: chuyển khoản ngân hàng, ngân hàng trực tuyến hoặc ví điện tử.</li>
<li>Nhập số tiền trong hạn mức tối thiểu và tối đa.</li>
<li>Hoàn tất thanh toán trên trang được mở và không đóng trang cho đến khi được xác nhận.</li>
</ol>
<p>Phần lớn giao dịch được cộng trong vài phút. Luôn thanh toán từ tài khoản đứng tên bạn. Nếu sau 30 phút số dư chưa cập nhật, hãy gửi mã đơn và biên lai cho chăm sóc khách hàng.</p>`,
  },
  7: {
    title: 'Hướng dẫn rút tiền',
    content: `<ol>
<li>Liên kết tài khoản ngân hàng đứng tên bạn trong trung tâm hội viên.</li>
<li>Mở <strong>Rút tiền</strong>, chọn tài khoản ngân hàng và nhập số tiền.</li>
<li>Xác nhận bằng mật khẩu rút tiền 4 chữ số.</li>
</ol>
<p>Lệnh rút được duyệt suốt ngày đêm, thường hoàn tất trong 15 phút đến 2 giờ. Số dư trong ví nhà cung cấp trò chơi cần được chuyển về ví chính trước. Lệnh rút bị từ chối sẽ được hoàn vào ví chính.</p>`,
  },
  8: {
    title: 'Câu hỏi thường gặp',
    content: `<h3>Đăng ký như thế nào?</h3>
<p>Chọn <strong>Đăng ký</strong>, điền biểu mẫu và xác nhận. Bạn sẽ được đăng nhập ngay khi đăng ký thành công.</p>
<h3>Tôi quên mật khẩu?</h3>
<p>Dùng <strong>Quên mật khẩu</strong> trên biểu mẫu đăng nhập để đặt lại qua SMS, hoặc liên hệ chăm sóc khách hàng.</p>
<h3>Có thể cược cricket khi trận đấu đang diễn ra không?</h3>
<p>Có. Hầu hết các trận quốc tế và IPL có kèo trực tiếp cập nhật theo từng quả bóng.</p>
<h3>Liên hệ hỗ trợ bằng cách nào?</h3>
<p>Dùng nút chăm sóc khách hàng trên mọi trang. Chúng tôi hỗ trợ 24/7.</p>`,
  },
  17: {
    title: 'Tuyên bố khuyến mãi',
    content: `<ul>
<li>Mỗi người, hộ gia đình, địa chỉ IP, thiết bị hoặc tài khoản thanh toán chỉ được một tài khoản tham gia khuyến mãi.</li>
<li>Tiền thưởng phải được cược đủ số vòng quy định trước khi rút; cược hai cửa, vé bị hủy và cược tỷ lệ dưới 1.50 không được tính.</li>
<li>Chúng tôi có thể thay đổi, tạm dừng hoặc kết thúc khuyến mãi bất cứ lúc nào.</li>
<li>Quyết định của chúng tôi trong mọi tranh chấp về khuyến mãi là quyết định cuối cùng.</li>
</ul>
<p>Xem ưu đãi hiện có tại <a href="/discount">trang khuyến mãi</a>.</p>`,
  },
};
