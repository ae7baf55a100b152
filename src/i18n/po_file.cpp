#include "i18n/po_file.hpp"

#include <cstdint>
#include <optional>

namespace sudoku::i18n {

namespace {

// Longer lines and files are not a catalog: refuse them before doing any work.
constexpr std::size_t kMaxFileBytes = 4u << 20;

// True when s is well-formed UTF-8 (no overlong forms or surrogates).
bool valid_utf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        int extra = 0;
        std::uint32_t code = 0;
        if (c < 0x80) {
            ++i;
            continue;
        }
        if ((c & 0xE0) == 0xC0)
            extra = 1, code = c & 0x1F;
        else if ((c & 0xF0) == 0xE0)
            extra = 2, code = c & 0x0F;
        else if ((c & 0xF8) == 0xF0)
            extra = 3, code = c & 0x07;
        else
            return false;
        if (i + static_cast<std::size_t>(extra) >= s.size()) return false;
        for (int k = 1; k <= extra; ++k) {
            const auto d = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
            if ((d & 0xC0) != 0x80) return false;
            code = (code << 6) | (d & 0x3F);
        }
        constexpr std::uint32_t kMin[] = {0, 0x80, 0x800, 0x10000};
        if (code < kMin[extra] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return false;
        i += static_cast<std::size_t>(extra) + 1;
    }
    return true;
}

class Reader {
  public:
    Reader(std::string_view text, std::string_view file) : m_text(text), m_file(file) {}

    core::Result<PoFile> read() {
        if (m_text.size() > kMaxFileBytes)
            return core::unspecified_error(std::string(m_file) + ": larger than " +
                                           std::to_string(kMaxFileBytes >> 20) + " MB");
        if (!valid_utf8(m_text)) return error_at(line_of_bad_utf8(), "not valid UTF-8");
        PoFile file;
        bool fuzzy = false;
        bool seen_header = false;
        while (next_line()) {
            const std::string_view line = trimmed(m_line);
            if (line.empty()) {
                fuzzy = false;
                continue;
            }
            if (line[0] == '#') {
                // "#, fuzzy, c-format": flags of the entry that follows; other comments are
                // the translators' and the tools' own.
                if (line.starts_with("#,") && line.find("fuzzy") != std::string_view::npos)
                    fuzzy = true;
                continue;
            }
            auto entry = read_entry(line);
            if (!entry) return entry.error();
            entry->fuzzy = fuzzy;
            fuzzy = false;
            if (entry->id.empty() && entry->context.empty()) {
                if (seen_header) return error_at(entry->line, "a second header (msgid \"\")");
                if (entry->plural) return error_at(entry->line, "the header cannot be plural");
                seen_header = true;
                file.header = entry->strings[0];
                continue;
            }
            if (entry->id.empty()) return error_at(entry->line, "empty msgid");
            file.entries.push_back(std::move(*entry));
        }
        return file;
    }

  private:
    core::Error error_at(int line, const std::string& what) const {
        return core::unspecified_error(std::string(m_file) + ":" + std::to_string(line) + ": " +
                                       what);
    }

    int line_of_bad_utf8() const {
        int line = 1;
        std::size_t start = 0;
        while (start <= m_text.size()) {
            std::size_t end = m_text.find('\n', start);
            if (end == std::string_view::npos) end = m_text.size();
            if (!valid_utf8(m_text.substr(start, end - start))) return line;
            ++line;
            start = end + 1;
        }
        return line;
    }

    // Advances to the next line; false at the end of the text.
    bool next_line() {
        if (m_pending) {
            m_pending = false;
            return true;
        }
        if (m_pos >= m_text.size()) return false;
        std::size_t end = m_text.find('\n', m_pos);
        if (end == std::string_view::npos) end = m_text.size();
        m_line = m_text.substr(m_pos, end - m_pos);
        if (!m_line.empty() && m_line.back() == '\r') m_line.remove_suffix(1);
        m_pos = end + 1;
        ++m_line_number;
        return true;
    }
    // The line just read is read again by the next next_line().
    void push_back() { m_pending = true; }

    static std::string_view trimmed(std::string_view s) {
        while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
            s.remove_prefix(1);
        while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
            s.remove_suffix(1);
        return s;
    }

    // One "..." literal (the whole of `s`), unescaped into out.
    std::optional<core::Error> unquote(std::string_view s, std::string& out) const {
        if (s.size() < 2 || s.front() != '"' || s.back() != '"')
            return error_at(m_line_number, "expected a string in double quotes");
        for (std::size_t i = 1; i + 1 < s.size(); ++i) {
            const char c = s[i];
            if (c == '"')
                return error_at(m_line_number, "unexpected '\"' inside a string (write \\\")");
            if (c != '\\') {
                if (static_cast<unsigned char>(c) < 0x20)
                    return error_at(m_line_number, "a control character inside a string");
                out += c;
                continue;
            }
            if (i + 2 >= s.size()) return error_at(m_line_number, "a string ends with a lone '\\'");
            switch (s[++i]) {
                case 'n':
                    out += '\n';
                    break;
                case 't':
                    out += '\t';
                    break;
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                default:
                    return error_at(m_line_number, std::string("unknown escape '\\") + s[i] +
                                                       "' (use \\n \\t \\\" or \\\\)");
            }
        }
        return std::nullopt;
    }

    // A keyword's string: the literal after it, then any continuation lines ("...").
    core::Result<std::string> string_after(std::string_view line, std::size_t keyword_length) {
        std::string out;
        if (auto bad = unquote(trimmed(line.substr(keyword_length)), out)) return *bad;
        while (next_line()) {
            const std::string_view next = trimmed(m_line);
            if (next.empty() || next[0] != '"') {
                push_back();
                break;
            }
            if (auto bad = unquote(next, out)) return *bad;
        }
        return out;
    }

    static bool keyword(std::string_view line, std::string_view word) {
        return line.starts_with(word) && line.size() > word.size() &&
               (line[word.size()] == ' ' || line[word.size()] == '\t' || line[word.size()] == '"');
    }

    // Reads the next line as the next part of an entry; a blank line, a comment or the end
    // ends the entry (the line is left for the next entry).
    bool next_part(std::string_view& line) {
        if (!next_line()) return false;
        line = trimmed(m_line);
        if (line.empty() || line[0] == '#') {
            push_back();
            return false;
        }
        return true;
    }

    core::Result<PoEntry> read_entry(std::string_view line) {
        PoEntry entry;
        entry.line = m_line_number;
        if (keyword(line, "msgctxt")) {
            auto context = string_after(line, 7);
            if (!context) return context.error();
            entry.context = std::move(*context);
            if (!next_part(line) || !keyword(line, "msgid"))
                return error_at(entry.line, "msgctxt without a msgid after it");
        }
        if (!keyword(line, "msgid")) {
            const std::string_view word = line.substr(0, line.find_first_of(" \t\""));
            return error_at(m_line_number, "expected msgctxt or msgid, not \"" +
                                               std::string(word.substr(0, 40)) + "\"");
        }
        auto id = string_after(line, 5);
        if (!id) return id.error();
        entry.id = std::move(*id);
        const int id_line = m_line_number;
        if (!next_part(line)) return error_at(id_line, "msgid without a msgstr after it");
        if (keyword(line, "msgid_plural")) {
            auto plural = string_after(line, 12);
            if (!plural) return plural.error();
            entry.id_plural = std::move(*plural);
            entry.plural = true;
            if (!next_part(line)) return error_at(m_line_number, "msgid_plural without msgstr[0]");
            for (int n = 0;; ++n) {
                const std::string word = "msgstr[" + std::to_string(n) + "]";
                if (!keyword(line, word)) {
                    if (n == 0) return error_at(m_line_number, "expected msgstr[0]");
                    push_back();
                    break;
                }
                auto form = string_after(line, word.size());
                if (!form) return form.error();
                entry.strings.push_back(std::move(*form));
                if (!next_part(line)) break;
            }
        } else {
            if (!keyword(line, "msgstr"))
                return error_at(m_line_number, line.starts_with("msgstr[")
                                                   ? "msgstr[N] without a msgid_plural"
                                                   : "expected msgstr");
            auto text = string_after(line, 6);
            if (!text) return text.error();
            entry.strings.push_back(std::move(*text));
            std::string_view after;
            if (next_part(after)) push_back();
        }
        return entry;
    }

    std::string_view m_text;
    std::string_view m_file;
    std::size_t m_pos = 0;
    std::string_view m_line;
    int m_line_number = 0;
    bool m_pending = false;
};

}  // namespace

core::Result<PoFile> parse_po(std::string_view text, std::string_view file_name) {
    return Reader(text, file_name).read();
}

std::string header_field(std::string_view header, std::string_view name) {
    std::size_t start = 0;
    while (start < header.size()) {
        std::size_t end = header.find('\n', start);
        if (end == std::string_view::npos) end = header.size();
        const std::string_view line = header.substr(start, end - start);
        if (line.size() > name.size() && line.starts_with(name) && line[name.size()] == ':') {
            std::string_view value = line.substr(name.size() + 1);
            while (!value.empty() && value.front() == ' ')
                value.remove_prefix(1);
            return std::string(value);
        }
        start = end + 1;
    }
    return {};
}

}  // namespace sudoku::i18n
