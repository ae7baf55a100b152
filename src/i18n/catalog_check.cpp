#include "i18n/catalog_check.hpp"

#include <algorithm>
#include <set>

namespace sudoku::i18n {

std::vector<std::string> placeholders(std::string_view text) {
    std::vector<std::string> found;
    std::set<std::string> named;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '{') continue;
        std::size_t j = i + 1;
        while (j < text.size() &&
               (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_'))
            ++j;
        if (j >= text.size() || text[j] != '}') continue;
        std::string token(text.substr(i, j - i + 1));
        if (token == "{}")
            found.push_back(token);
        else
            named.insert(token);
        i = j;
    }
    found.insert(found.end(), named.begin(), named.end());
    std::sort(found.begin(), found.end());
    return found;
}

namespace {

std::string joined(const std::vector<std::string>& tokens) {
    std::string out;
    for (const std::string& t : tokens)
        out += (out.empty() ? "" : " ") + t;
    return out.empty() ? "none" : out;
}

}  // namespace

std::vector<std::string> check_catalog(const Catalog& catalog, const Catalog& english,
                                       std::span<const KeySet> tables) {
    std::vector<std::string> problems;
    const std::string& file = catalog.file_name();
    const auto at = [&](int line) { return file + ":" + std::to_string(line) + ": "; };
    const bool is_english = &catalog == &english || catalog.code() == english.code();

    std::set<std::string, std::less<>> known;
    for (const KeySet& table : tables)
        for (std::string_view name : table.names) {
            const std::string key = std::string(table.prefix) + "." + std::string(name);
            known.insert(key);
            const PoEntry* entry = catalog.find(key);
            if (!entry) {
                problems.push_back(file + ": missing key " + key);
                continue;
            }
            if (entry->plural != table.plural)
                problems.push_back(at(entry->line) + key + ": should be " +
                                   (table.plural ? "plural (msgid_plural, msgstr[N])"
                                                 : "singular (msgstr, no msgid_plural)"));
        }

    for (const PoEntry& entry : catalog.entries()) {
        const std::string& key = entry.context;
        if (!known.contains(key)) {
            problems.push_back(at(entry.line) + "unknown key " + key +
                               " (no table lists it: remove it, or add it to its .def list)");
            continue;
        }
        if (entry.fuzzy) {
            problems.push_back(at(entry.line) + key +
                               ": marked fuzzy (review it, then remove the flag)");
            continue;
        }
        const std::vector<std::string> wanted =
            placeholders(entry.plural ? entry.id_plural : entry.id);
        if (entry.plural && placeholders(entry.id) != wanted)
            problems.push_back(at(entry.line) + key + ": msgid has placeholders " +
                               joined(placeholders(entry.id)) + " but msgid_plural has " +
                               joined(wanted));
        for (std::size_t f = 0; f < entry.strings.size(); ++f) {
            const std::string form = entry.plural ? "msgstr[" + std::to_string(f) + "]" : "msgstr";
            if (entry.strings[f].empty()) {
                problems.push_back(at(entry.line) + key + ": empty " + form);
                continue;
            }
            const auto got = placeholders(entry.strings[f]);
            if (got != wanted)
                problems.push_back(at(entry.line) + key + ": " + form + " has placeholders " +
                                   joined(got) + ", the English has " + joined(wanted));
        }
        if (is_english) {
            const std::string& source = entry.plural ? entry.id_plural : entry.id;
            const std::string& last = entry.strings.back();
            if (entry.strings.front() != entry.id || (entry.plural && last != source))
                problems.push_back(at(entry.line) + key +
                                   ": in the English catalog msgstr must repeat msgid");
        } else if (const PoEntry* source = english.find(key)) {
            if (source->id != entry.id || source->id_plural != entry.id_plural)
                problems.push_back(at(entry.line) + key + ": msgid differs from " +
                                   english.file_name() + " (line " + std::to_string(source->line) +
                                   "): the English changed, update msgid and the translation");
        }
    }
    return problems;
}

}  // namespace sudoku::i18n
