#include "i18n/key_table.hpp"

namespace sudoku::i18n {

namespace {

std::vector<std::string> keys_of(std::string_view prefix, std::span<const std::string_view> names) {
    std::vector<std::string> keys;
    keys.reserve(names.size());
    for (std::string_view name : names)
        keys.push_back(std::string(prefix) + "." + std::string(name));
    return keys;
}

}  // namespace

KeyTable::KeyTable(std::string_view prefix, std::span<const std::string_view> names)
    : m_keys(keys_of(prefix, names)) {
    for (int l = 0; l < kLanguageCount; ++l) {
        auto& texts = m_texts[static_cast<std::size_t>(l)];
        texts.reserve(m_keys.size());
        for (const std::string& key : m_keys) {
            const char* found = find_text(static_cast<Language>(l), key);
            texts.push_back(found ? found : key.c_str());
        }
    }
}

const char* KeyTable::text(std::size_t index, Language language) const {
    const auto l = static_cast<std::size_t>(language);
    if (l >= m_texts.size() || index >= m_keys.size()) return "?";
    return m_texts[l][index];
}

std::string KeyTable::all_texts() const {
    std::string out;
    for (const auto& texts : m_texts)
        for (const char* text : texts)
            out += text;
    return out;
}

PluralTable::PluralTable(std::string_view prefix, std::span<const std::string_view> names)
    : m_keys(keys_of(prefix, names)) {}

const char* PluralTable::text(std::size_t index, std::uint64_t n, Language language) const {
    if (index >= m_keys.size()) return "?";
    const char* found = find_plural(language, m_keys[index], n);
    return found ? found : m_keys[index].c_str();
}

std::string PluralTable::all_texts() const {
    std::string out;
    for (int l = 0; l < kLanguageCount; ++l)
        for (const std::string& key : m_keys)
            if (const PoEntry* entry = catalog(static_cast<Language>(l)).find(key))
                for (const std::string& form : entry->strings)
                    out += form;
    return out;
}

}  // namespace sudoku::i18n
