// Bits packed into bytes and bytes written as URL-safe base64 (RFC 4648 §5, no padding): the
// carrier of share codes, short enough to paste into a chat line or a URL.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::core {

// Appends values of 1..32 bits, most significant bit first.
class BitWriter {
  public:
    void put(std::uint32_t value, int bits);
    void put_flag(bool flag) { put(flag ? 1 : 0, 1); }
    // The bytes so far (the last one padded with zero bits).
    [[nodiscard]] const std::vector<std::uint8_t>& bytes() const { return m_bytes; }

  private:
    std::vector<std::uint8_t> m_bytes;
    int m_used = 8;  // bits used in the last byte
};

// Reads what a BitWriter wrote; nullopt once the bytes run out (a cut-off code).
class BitReader {
  public:
    explicit BitReader(const std::vector<std::uint8_t>& bytes) : m_bytes(bytes) {}
    [[nodiscard]] std::optional<std::uint32_t> get(int bits);
    [[nodiscard]] std::optional<bool> get_flag();

  private:
    const std::vector<std::uint8_t>& m_bytes;
    std::size_t m_bit = 0;
};

// The smallest number of bits that holds every value 0..max.
[[nodiscard]] int bits_for(std::uint32_t max);

[[nodiscard]] std::string base64url_encode(const std::vector<std::uint8_t>& bytes);
// nullopt when a character is outside the alphabet or the length cannot be base64.
[[nodiscard]] std::optional<std::vector<std::uint8_t>> base64url_decode(std::string_view text);

// A 16-bit check of the bytes (FNV-1a folded): a mistyped or cut share code is caught.
[[nodiscard]] std::uint16_t check16(const std::vector<std::uint8_t>& bytes);

}  // namespace sudoku::core
