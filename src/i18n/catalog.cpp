#include "i18n/catalog.hpp"

namespace sudoku::i18n {

core::Result<Catalog> Catalog::parse(std::string_view text, std::string_view file_name) {
    auto po = parse_po(text, file_name);
    if (!po) return po.error();
    const auto fail = [&](int line, const std::string& what) {
        return core::unspecified_error(std::string(file_name) + ":" + std::to_string(line) + ": " +
                                       what);
    };
    Catalog catalog;
    catalog.m_file = std::string(file_name);
    catalog.m_code = header_field(po->header, "Language");
    catalog.m_name = header_field(po->header, "X-Language-Name");
    if (catalog.m_code.empty()) return fail(1, "the header has no \"Language:\" field");
    if (catalog.m_name.empty()) return fail(1, "the header has no \"X-Language-Name:\" field");
    const std::string forms = header_field(po->header, "Plural-Forms");
    if (forms.empty()) return fail(1, "the header has no \"Plural-Forms:\" field");
    auto rule = PluralRule::parse(forms);
    if (!rule)
        return fail(1, rule.error().args.empty() ? "bad Plural-Forms" : rule.error().args[0]);
    catalog.m_rule = std::move(*rule);

    for (PoEntry& entry : po->entries) {
        if (entry.context.empty())
            return fail(entry.line, "an entry without a msgctxt (every entry needs its key)");
        if (entry.plural && static_cast<int>(entry.strings.size()) != catalog.m_rule.nplurals())
            return fail(entry.line, entry.context + " has " + std::to_string(entry.strings.size()) +
                                        " plural forms; Plural-Forms says nplurals=" +
                                        std::to_string(catalog.m_rule.nplurals()));
        const auto [at, fresh] = catalog.m_index.emplace(entry.context, catalog.m_entries.size());
        if (!fresh)
            return fail(entry.line, "the key " + entry.context + " appears twice (first on line " +
                                        std::to_string(catalog.m_entries[at->second].line) + ")");
        catalog.m_entries.push_back(std::move(entry));
    }
    return catalog;
}

const PoEntry* Catalog::find(std::string_view key) const {
    const auto at = m_index.find(key);
    if (at == m_index.end()) return nullptr;
    const PoEntry& entry = m_entries[at->second];
    return entry.fuzzy ? nullptr : &entry;
}

const char* Catalog::text(std::string_view key) const {
    const PoEntry* entry = find(key);
    if (!entry || entry->plural || entry->strings[0].empty()) return nullptr;
    return entry->strings[0].c_str();
}

const char* Catalog::plural(std::string_view key, std::uint64_t n) const {
    const PoEntry* entry = find(key);
    if (!entry || !entry->plural) return nullptr;
    const auto form = static_cast<std::size_t>(m_rule.form(n));
    if (form >= entry->strings.size() || entry->strings[form].empty()) return nullptr;
    return entry->strings[form].c_str();
}

}  // namespace sudoku::i18n
