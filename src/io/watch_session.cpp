#include "io/watch_session.hpp"

#include <algorithm>
#include <iterator>

#include "core/grid/validation.hpp"
#include "core/search/pacer.hpp"
#include "core/text/puzzle_line.hpp"
#include "io/atomic_file.hpp"
#include "io/json_fields.hpp"
#include "io/paths.hpp"

namespace sudoku::io {

namespace {

using namespace json_fields;

const char* order_name(core::ValueOrder order) {
    if (order == core::ValueOrder::Lcv) return "lcv";
    return order == core::ValueOrder::Random ? "random" : "ascending";
}

core::Algorithm algorithm_of(const Json& v, const std::string& path) {
    const std::string& name = as_string(v, path);
    if (name == "custom") return core::Algorithm::Custom;
    if (auto a = core::parse_algorithm(name)) return *a;
    fail(path, "\"" + printable(name) + "\" is not naive, mrv, propagate, dlx or custom");
}

core::ValueOrder order_of(const Json& v, const std::string& path) {
    const std::string& order = as_string(v, path);
    if (order != "ascending" && order != "random" && order != "lcv")
        fail(path, "\"" + printable(order) + "\" is not ascending, random or lcv");
    return order == "random" ? core::ValueOrder::Random
           : order == "lcv"  ? core::ValueOrder::Lcv
                             : core::ValueOrder::Ascending;
}

// A dlx lane's column rule from `object`'s optional "column_rule" (older files have none).
void read_column_rule(const Json& object, const std::string& where, core::ColumnRule& rule) {
    const Json* v = optional_member(object, "column_rule");
    if (v == nullptr) return;
    const std::string path = where.empty() ? "column_rule" : where + ".column_rule";
    const std::string& name = as_string(*v, path);
    if (auto r = core::parse_column_rule(name))
        rule = *r;
    else
        fail(path, "\"" + printable(name) + "\" is not fewest or first");
}

// A custom lane's switches from `object`'s "search" (the spec's value order and seed are the
// session's own "order" and "seed").
void read_switches(const Json& object, const std::string& where, core::VarOrder& var,
                   core::Inference& infer) {
    const std::string path = where.empty() ? "search" : where + ".search";
    auto config = core::parse_search_config(as_string(member(object, where, "search"), path));
    if (!config) fail(path, config.error());
    var = config->var;
    infer = config->infer;
}

std::string switches_spec(core::VarOrder var, core::ValueOrder order, core::Inference infer) {
    return core::to_spec({.var = var, .val = order, .infer = infer});
}

// Seeds and positions use the whole unsigned 64-bit range.
std::uint64_t count_of(const Json& v, const std::string& path) {
    if (!v.is_number_unsigned()) fail(path, "expected a whole number >= 0, found " + v.dump());
    return v.get<std::uint64_t>();
}

constexpr const char* kAskNames[] = {"every", "backtrack", "nth"};
constexpr core::CodeLanguage kCodes[] = {core::CodeLanguage::Pseudo, core::CodeLanguage::Python,
                                         core::CodeLanguage::CSharp};

void read_breakpoints(const Json& root, core::Breakpoints& b, int cells) {
    const Json* v = optional_member(root, "breakpoints");
    if (v == nullptr) return;
    as_object(*v, "breakpoints");
    if (const Json* f = optional_member(*v, "backtrack"))
        b.on_backtrack = as_bool(*f, "breakpoints.backtrack");
    if (const Json* f = optional_member(*v, "dead_end"))
        b.on_dead_end = as_bool(*f, "breakpoints.dead_end");
    if (const Json* f = optional_member(*v, "solution"))
        b.on_solution = as_bool(*f, "breakpoints.solution");
    if (const Json* f = optional_member(*v, "depth"))
        b.depth_at_least = static_cast<int>(as_int(*f, "breakpoints.depth", 0, cells));
    if (const Json* f = optional_member(*v, "cell"))
        b.watch_cell = static_cast<core::Cell>(as_int(*f, "breakpoints.cell", 0, cells - 1));
}

// The listing, predict mode and presentation (see the header).
void read_classroom(const Json& root, WatchSession& session) {
    if (const Json* v = optional_member(root, "code")) {
        const std::string& name = as_string(*v, "code");
        bool known = false;
        for (const core::CodeLanguage c : kCodes)
            if (name == core::code_language_name(c)) {
                session.code = c;
                known = true;
            }
        if (!known) fail("code", "\"" + printable(name) + "\" is not pseudo, python or csharp");
    }
    if (const Json* v = optional_member(root, "names")) {
        const std::string& code = as_string(*v, "names");
        session.code_names = core::parse_code_names(code);
        if (!session.code_names) fail("names", "\"" + printable(code) + "\" is not en, vi or tr");
    }
    if (const Json* v = optional_member(root, "predict")) {
        as_object(*v, "predict");
        session.predict = as_bool(member(*v, "predict", "on"), "predict.on");
        if (const Json* ask = optional_member(*v, "ask")) {
            const std::string& name = as_string(*ask, "predict.ask");
            const auto* at = std::find(std::begin(kAskNames), std::end(kAskNames), name);
            if (at == std::end(kAskNames))
                fail("predict.ask", "\"" + printable(name) + "\" is not every, backtrack or nth");
            session.predict_ask = static_cast<WatchPredictAsk>(at - std::begin(kAskNames));
        }
        if (const Json* n = optional_member(*v, "n"))
            session.predict_every = static_cast<int>(as_int(*n, "predict.n", 2, 20));
    }
    if (const Json* v = optional_member(root, "presentation")) {
        as_object(*v, "presentation");
        session.presentation = as_bool(member(*v, "presentation", "on"), "presentation.on");
        if (const Json* scale = optional_member(*v, "scale"))
            session.presentation_scale = as_number(*scale, "presentation.scale", 1.0, 3.0);
    }
}

void write_classroom(const WatchSession& session, OrderedJson& doc) {
    const core::Breakpoints& b = session.breakpoints;
    OrderedJson& breakpoints = doc["breakpoints"];
    breakpoints = {{"backtrack", b.on_backtrack},
                   {"dead_end", b.on_dead_end},
                   {"solution", b.on_solution},
                   {"depth", b.depth_at_least}};
    if (b.watch_cell != core::kNoCell) breakpoints["cell"] = b.watch_cell;
    doc["code"] = core::code_language_name(session.code);
    if (session.code_names) doc["names"] = core::code_names_code(*session.code_names);
    doc["predict"] = {{"on", session.predict},
                      {"ask", kAskNames[static_cast<int>(session.predict_ask)]},
                      {"n", session.predict_every}};
    doc["presentation"] = {{"on", session.presentation}, {"scale", session.presentation_scale}};
}

WatchSession from_json(const Json& root) {
    check_header(root, kWatchSessionFormat, kWatchSessionVersion);
    auto board = core::parse_puzzle_line(as_string(member(root, "", "puzzle"), "puzzle"));
    if (!board) fail("puzzle", board.error());
    if (auto conflict = core::validate_givens(*board)) fail("puzzle", *conflict);

    WatchSession session(std::move(board).value());
    if (const Json* name = optional_member(root, "name")) {
        session.name = as_string(*name, "name");
        if (session.name.size() > kWatchSessionNameMax)
            fail("name", "longer than " + std::to_string(kWatchSessionNameMax) + " bytes");
    }
    core::LaneSetup& first = session.lanes[0];
    first.algorithm = algorithm_of(member(root, "", "algorithm"), "algorithm");
    if (first.algorithm == core::Algorithm::Custom) read_switches(root, "", first.var, first.infer);
    first.order = order_of(member(root, "", "order"), "order");
    first.seed = count_of(member(root, "", "seed"), "seed");
    read_column_rule(root, "", first.column_rule);
    session.positions[0] = count_of(member(root, "", "position"), "position");
    if (const Json* speed = optional_member(root, "speed"))
        session.speed = as_number(*speed, "speed", 1.0, core::Pacer::kTurboSpeed);
    if (const Json* compare = optional_member(root, "compare")) {
        as_object(*compare, "compare");
        core::LaneSetup& second = session.lanes[1];
        session.compare = true;
        second.algorithm =
            algorithm_of(member(*compare, "compare", "algorithm"), "compare.algorithm");
        if (second.algorithm == core::Algorithm::Custom)
            read_switches(*compare, "compare", second.var, second.infer);
        session.positions[1] =
            count_of(member(*compare, "compare", "position"), "compare.position");
        // Before each lane had its own, the second lane used the first one's.
        const Json* order = optional_member(*compare, "order");
        second.order = order ? order_of(*order, "compare.order") : first.order;
        const Json* seed = optional_member(*compare, "seed");
        second.seed = seed ? count_of(*seed, "compare.seed") : first.seed;
        read_column_rule(*compare, "compare", second.column_rule);
    }
    read_breakpoints(root, session.breakpoints, session.puzzle.layout().cell_count());
    read_classroom(root, session);
    return session;
}

}  // namespace

std::string watch_session_to_text(const WatchSession& session) {
    OrderedJson doc = {
        {"format", kWatchSessionFormat},
        {"version", kWatchSessionVersion},
    };
    if (!session.name.empty()) doc["name"] = session.name;
    doc["puzzle"] = core::format_puzzle_line(session.puzzle);
    const core::LaneSetup& first = session.lanes[0];
    doc["algorithm"] = core::algorithm_name(first.algorithm);
    if (first.algorithm == core::Algorithm::Custom)
        doc["search"] = switches_spec(first.var, first.order, first.infer);
    doc["order"] = order_name(first.order);
    doc["seed"] = first.seed;
    doc["position"] = session.positions[0];
    doc["speed"] = session.speed;
    if (first.algorithm == core::Algorithm::Dlx)
        doc["column_rule"] = core::column_rule_name(first.column_rule);
    if (session.compare) {
        const core::LaneSetup& second = session.lanes[1];
        OrderedJson& lane = doc["compare"];
        lane = {{"algorithm", core::algorithm_name(second.algorithm)},
                {"position", session.positions[1]},
                {"order", order_name(second.order)},
                {"seed", second.seed}};
        if (second.algorithm == core::Algorithm::Custom)
            lane["search"] = switches_spec(second.var, second.order, second.infer);
        if (second.algorithm == core::Algorithm::Dlx)
            lane["column_rule"] = core::column_rule_name(second.column_rule);
    }
    write_classroom(session, doc);
    return dump(doc, 2) + "\n";
}

FileResult<WatchSession> watch_session_from_text(std::string_view text) {
    try {
        return from_json(parse(text, JsonFileKind::WatchSession));
    } catch (const FileError& e) {
        return e;
    }
}

FileStatus save_watch_session(const std::filesystem::path& path, const WatchSession& session) {
    return write_file_atomic(path, watch_session_to_text(session), {.keep_backup = false});
}

FileResult<WatchSession> load_watch_session(const std::filesystem::path& path) {
    auto text = read_json_file(path, JsonFileKind::WatchSession);
    if (!text) return text.error();
    auto session = watch_session_from_text(*text);
    if (!session) return in_file(path, session.error());
    return session;
}

std::filesystem::path watch_session_path() {
    return data_dir() / "watch-session.json";
}

}  // namespace sudoku::io
