#include "core/share/bit_stream.hpp"

namespace sudoku::core {

namespace {

constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int sextet(char c) {
    const std::size_t at = kAlphabet.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

}  // namespace

void BitWriter::put(std::uint32_t value, int bits) {
    for (int b = bits - 1; b >= 0; --b) {
        if (m_used == 8) {
            m_bytes.push_back(0);
            m_used = 0;
        }
        if ((value >> b) & 1u) m_bytes.back() |= static_cast<std::uint8_t>(0x80u >> m_used);
        ++m_used;
    }
}

std::optional<std::uint32_t> BitReader::get(int bits) {
    std::uint32_t value = 0;
    for (int b = 0; b < bits; ++b) {
        if (m_bit >= m_bytes.size() * 8) return std::nullopt;
        const std::uint8_t byte = m_bytes[m_bit / 8];
        value = (value << 1) | ((byte >> (7 - m_bit % 8)) & 1u);
        ++m_bit;
    }
    return value;
}

std::optional<bool> BitReader::get_flag() {
    const auto bit = get(1);
    if (!bit) return std::nullopt;
    return *bit == 1;
}

int bits_for(std::uint32_t max) {
    int bits = 1;
    while (bits < 32 && (max >> bits) != 0)
        ++bits;
    return bits;
}

std::string base64url_encode(const std::vector<std::uint8_t>& bytes) {
    std::string out;
    std::uint32_t buffer = 0;
    int held = 0;
    for (const std::uint8_t byte : bytes) {
        buffer = (buffer << 8) | byte;
        held += 8;
        while (held >= 6) {
            held -= 6;
            out += kAlphabet[(buffer >> held) & 63u];
        }
    }
    if (held > 0) out += kAlphabet[(buffer << (6 - held)) & 63u];
    return out;
}

std::optional<std::vector<std::uint8_t>> base64url_decode(std::string_view text) {
    // A length of 1 modulo 4 leaves fewer than 8 bits in the last group: no encoder writes it.
    if (text.size() % 4 == 1) return std::nullopt;
    std::vector<std::uint8_t> out;
    std::uint32_t buffer = 0;
    int held = 0;
    for (const char c : text) {
        const int v = sextet(c);
        if (v < 0) return std::nullopt;
        buffer = (buffer << 6) | static_cast<std::uint32_t>(v);
        held += 6;
        if (held >= 8) {
            held -= 8;
            out.push_back(static_cast<std::uint8_t>((buffer >> held) & 0xFFu));
        }
    }
    return out;
}

std::uint16_t check16(const std::vector<std::uint8_t>& bytes) {
    std::uint32_t h = 2166136261u;
    for (const std::uint8_t b : bytes) {
        h ^= b;
        h *= 16777619u;
    }
    return static_cast<std::uint16_t>((h >> 16) ^ (h & 0xFFFFu));
}

}  // namespace sudoku::core
