#include "io/save_file.hpp"

#include <algorithm>
#include <string>

#include "core/grid/symbols.hpp"
#include "core/grid/validation.hpp"
#include "core/text/puzzle_line.hpp"
#include "io/atomic_file.hpp"
#include "io/branch_json.hpp"
#include "io/display_path.hpp"
#include "io/json_fields.hpp"
#include "io/json_text.hpp"

namespace sudoku::io {

namespace {

using namespace json_fields;
using core::Board;
using core::coded_error;
using core::Digit;
using core::ErrorCode;
using core::Game;
using core::Layout;
using core::Move;
using core::MoveKind;

// `text` cut to at most `max` bytes without splitting a UTF-8 character.
std::string bounded_text(const std::string& text, std::size_t max) {
    if (text.size() <= max) return text;
    std::size_t end = 0;
    while (end < text.size()) {
        const std::size_t n = std::max<std::size_t>(1, utf8_sequence_length(text, end));
        if (end + n > max) break;
        end += n;
    }
    return text.substr(0, end);
}

std::string grid_text(const std::vector<Digit>& cells) {
    std::string out;
    out.reserve(cells.size());
    for (Digit d : cells)
        out += core::digit_symbol(d);
    return out;
}

// A grid of N*N symbols (the first token of a puzzle line) for this layout.
std::vector<Digit> parse_grid(const std::string& text, const std::string& path,
                              const Layout& layout) {
    const int n = layout.size();
    if (static_cast<int>(text.size()) != layout.cell_count())
        fail(path, coded_error(ErrorCode::GridSymbolCount,
                               {std::to_string(text.size()), std::to_string(layout.cell_count()),
                                std::to_string(n)}));
    std::vector<Digit> cells(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto value = core::symbol_value(text[i]);
        if (!value || (text[i] == '0' && n > 9))
            fail(path, core::unknown_symbol_at(static_cast<int>(i), text[i]));
        if (*value > n)
            fail(path,
                 coded_error(ErrorCode::PositionValueOutOfRange,
                             {std::to_string(i + 1), std::to_string(*value), std::to_string(n)}));
        cells[i] = static_cast<Digit>(*value);
    }
    return cells;
}

// ---- writing ----

OrderedJson puzzle_json(const Board& puzzle) {
    const Layout& layout = puzzle.layout();
    const core::LayoutSpec& spec = layout.spec();
    OrderedJson p;
    p["size"] = spec.size;
    p["box"] = layout.is_jigsaw() ? OrderedJson(nullptr)
                                  : OrderedJson::array({spec.box.rows, spec.box.cols});
    p["regions"] = layout.is_jigsaw() ? OrderedJson(spec.regions) : OrderedJson(nullptr);
    p["x"] = spec.diagonals;
    p["hyper"] = spec.hyper;
    if (layout.is_killer()) {
        p["cages"] = OrderedJson::array();
        for (const core::Cage& cage : spec.cages)
            p["cages"].push_back(OrderedJson{{"sum", cage.sum}, {"cells", cage.cells}});
    }
    p["givens"] = grid_text(puzzle.cells());
    return p;
}

OrderedJson move_json(const Move& m) {
    OrderedJson j;
    j["kind"] = core::move_kind_name(m.kind);
    if (!m.cells.empty() && core::move_takes_many_cells(m.kind))
        j["cells"] = m.cells;
    else if (core::move_uses_cell(m.kind))
        j["cell"] = m.cell;
    if (core::move_uses_digit(m.kind)) j["digit"] = m.digit;
    if (core::move_uses_colour(m.kind)) j["colour"] = m.colour;
    if (m.kind == MoveKind::SetDigit) j["clean_notes"] = m.clean_notes;
    if (m.kind == MoveKind::SetNotes) {
        j["notes"] = OrderedJson::array();
        for (core::Mask rest = m.notes; rest != 0; rest &= rest - 1)
            j["notes"].push_back(core::mask_first(rest));
    }
    if (m.kind == MoveKind::SolverSolution) j["digits"] = grid_text(m.digits);
    if (m.kind == MoveKind::Hint && !m.strikes.empty()) {
        j["strikes"] = OrderedJson::array();
        for (const auto& [c, d] : m.strikes)
            j["strikes"].push_back(OrderedJson{{"cell", c}, {"digit", d}});
    }
    return j;
}

constexpr std::string_view kMarkSymbols = ".guhs";  // CellMark: empty, given, user, hint, solution

// The position the history starts from, when old moves were folded into it.
OrderedJson start_json(const core::Position& start) {
    OrderedJson j;
    j["digits"] = grid_text(start.digits.cells());
    j["notes"] = start.notes;
    std::string marks;
    for (const core::CellMark mark : start.marks)
        marks += kMarkSymbols[static_cast<std::size_t>(mark)];
    j["marks"] = marks;
    if (start.unmarked()) return j;
    j["corners"] = start.corners;
    j["colours"] = start.colours;
    j["candidate_colours"] = OrderedJson::array();
    for (std::size_t c = 0; c < start.candidate_colours.size(); ++c)
        for (std::size_t d = 0; d < start.candidate_colours[c].size(); ++d)
            if (start.candidate_colours[c][d] != 0)
                j["candidate_colours"].push_back({c, d + 1, start.candidate_colours[c][d]});
    return j;
}

// Whether a save needs version 3: a marking move, a move on many cells, or a marked start.
bool uses_marks(const Game& game) {
    for (const core::HistoryEntry& entry : game.history().entries()) {
        const Move& m = entry.move;
        if (!m.cells.empty() || m.kind == MoveKind::ToggleCorner || core::move_uses_colour(m.kind))
            return true;
    }
    return !game.history_start().unmarked();
}

// ---- reading ----

bool optional_bool(const Json& obj, const std::string& path, std::string_view key) {
    const Json* v = optional_member(obj, key);
    return v != nullptr && as_bool(*v, join(path, key));
}

// Killer cages: [{"sum": 15, "cells": [0, 1, 9]}, ...]; Layout::create checks the rules.
void read_cages(const Json& cages, core::LayoutSpec& spec) {
    as_array(cages, "puzzle.cages");
    const int cells = spec.size * spec.size;
    for (std::size_t i = 0; i < cages.size(); ++i) {
        const std::string path = element("puzzle.cages", i);
        const Json& cage = as_object(cages[i], path);
        core::Cage out;
        out.sum = static_cast<int>(as_int(member(cage, path, "sum"), join(path, "sum"), 1,
                                          core::cage_max_sum(spec.size, spec.size)));
        const std::string cells_path = join(path, "cells");
        const Json& list = as_array(member(cage, path, "cells"), cells_path);
        for (std::size_t k = 0; k < list.size(); ++k)
            out.cells.push_back(
                static_cast<core::Cell>(as_int(list[k], element(cells_path, k), 0, cells - 1)));
        spec.cages.push_back(std::move(out));
    }
}

core::LayoutPtr read_layout(const Json& p) {
    const std::string path = "puzzle";
    core::LayoutSpec spec;
    spec.size = static_cast<int>(
        as_int(member(p, path, "size"), "puzzle.size", core::kMinSize, core::kMaxSize));
    const int cells = spec.size * spec.size;
    if (const Json* regions = optional_member(p, "regions")) {
        as_array(*regions, "puzzle.regions");
        if (static_cast<int>(regions->size()) != cells)
            fail("puzzle.regions",
                 coded_error(ErrorCode::RegionIdsCount,
                             {std::to_string(regions->size()), std::to_string(cells)}));
        for (std::size_t i = 0; i < regions->size(); ++i)
            spec.regions.push_back(static_cast<int>(
                as_int((*regions)[i], element("puzzle.regions", i), 0, spec.size - 1)));
    }
    if (const Json* box = optional_member(p, "box")) {
        if (!spec.regions.empty()) fail("puzzle.box", coded_error(ErrorCode::JigsawHasNoBox));
        if (!box->is_array() || box->size() != 2)
            fail("puzzle.box", coded_error(ErrorCode::BoxPairExpected));
        spec.box = {static_cast<int>(as_int((*box)[0], "puzzle.box[0]", 1, core::kMaxSize)),
                    static_cast<int>(as_int((*box)[1], "puzzle.box[1]", 1, core::kMaxSize))};
    }
    spec.diagonals = optional_bool(p, path, "x");
    spec.hyper = optional_bool(p, path, "hyper");
    if (const Json* cages = optional_member(p, "cages")) read_cages(*cages, spec);

    auto layout = Layout::create(spec);
    if (layout) return std::move(layout).value();
    // Name the field at fault: the cages when the shape alone is fine.
    if (!spec.cages.empty()) {
        spec.cages.clear();
        if (Layout::create(spec).ok()) fail("puzzle.cages", layout.error());
    }
    // Name the field at fault: hyper when the shape alone is fine.
    spec.hyper = false;
    const bool shape_ok = Layout::create(spec).ok();
    fail(shape_ok ? "puzzle.hyper" : (spec.regions.empty() ? "puzzle.box" : "puzzle.regions"),
         layout.error());
}

Game read_puzzle(const Json& root) {
    const Json& p = as_object(member(root, "", "puzzle"), "puzzle");
    auto layout = read_layout(p);
    const std::string& givens = as_string(member(p, "puzzle", "givens"), "puzzle.givens");
    Board puzzle(layout, parse_grid(givens, "puzzle.givens", *layout));
    if (auto conflict = core::validate_givens(puzzle)) fail("puzzle.givens", *conflict);
    auto game = Game::start(std::move(puzzle));
    if (!game) fail("puzzle.givens", game.error());
    return std::move(game).value();
}

// A hint's struck candidates, when it has any: [{"cell": 12, "digit": 7}, ...].
void read_strikes(Move& m, const Json& v, const std::string& path, const Layout& layout) {
    const Json* strikes = optional_member(v, "strikes");
    if (strikes == nullptr) return;
    const std::string strikes_path = join(path, "strikes");
    as_array(*strikes, strikes_path);
    for (std::size_t i = 0; i < strikes->size(); ++i) {
        const std::string at = element(strikes_path, i);
        as_object((*strikes)[i], at);
        m.strikes.emplace_back(
            static_cast<core::Cell>(as_int(member((*strikes)[i], at, "cell"), join(at, "cell"), 0,
                                           layout.cell_count() - 1)),
            static_cast<Digit>(
                as_int(member((*strikes)[i], at, "digit"), join(at, "digit"), 1, layout.size())));
    }
}

// An attempt's tallies, as the save's top level and a restart's "tally_before" hold them.
void write_tally(OrderedJson& obj, const core::GameTally& t) {
    obj["elapsed_ms"] = std::clamp<std::int64_t>(t.elapsed_ms, 0, kMaxSaveElapsedMs);
    obj["hints_used"] = std::clamp<std::int64_t>(t.hints_used, 0, kMaxSaveCount);
    obj["mistakes"] = std::clamp<std::int64_t>(t.mistakes, 0, kMaxSaveCount);
    obj["solution_shown"] = t.solution_shown;
    obj["completed"] = t.completed;
}

core::GameTally read_tally(const Json& obj, const std::string& path) {
    core::GameTally tally;
    tally.elapsed_ms =
        as_int(member(obj, path, "elapsed_ms"), join(path, "elapsed_ms"), 0, kMaxSaveElapsedMs);
    tally.hints_used = static_cast<int>(
        as_int(member(obj, path, "hints_used"), join(path, "hints_used"), 0, kMaxSaveCount));
    tally.mistakes = static_cast<int>(
        as_int(member(obj, path, "mistakes"), join(path, "mistakes"), 0, kMaxSaveCount));
    tally.solution_shown = optional_bool(obj, path, "solution_shown");
    tally.completed = optional_bool(obj, path, "completed");
    return tally;
}

Move read_move(const Json& v, const std::string& path, const Layout& layout) {
    as_object(v, path);
    const std::string kind_path = join(path, "kind");
    const std::string& name = as_string(member(v, path, "kind"), kind_path);
    const auto kind = core::parse_move_kind(name);
    if (!kind) fail(kind_path, coded_error(ErrorCode::UnknownMoveKind, {printable(name)}));
    Move m{*kind};
    const Json* cells = core::move_takes_many_cells(m.kind) ? optional_member(v, "cells") : nullptr;
    if (cells != nullptr) {
        const std::string cells_path = join(path, "cells");
        as_array(*cells, cells_path);
        for (std::size_t i = 0; i < cells->size(); ++i)
            m.cells.push_back(static_cast<core::Cell>(
                as_int((*cells)[i], element(cells_path, i), 0, layout.cell_count() - 1)));
        if (m.cells.empty()) fail(cells_path, coded_error(ErrorCode::CellListEmpty));
    } else if (core::move_uses_cell(m.kind)) {
        m.cell = static_cast<core::Cell>(
            as_int(member(v, path, "cell"), join(path, "cell"), 0, layout.cell_count() - 1));
    }
    if (core::move_uses_colour(m.kind))
        m.colour = static_cast<core::Colour>(
            as_int(member(v, path, "colour"), join(path, "colour"), 0, core::kPaletteSize));
    if (core::move_uses_digit(m.kind))
        m.digit = static_cast<Digit>(
            as_int(member(v, path, "digit"), join(path, "digit"), 1, layout.size()));
    if (m.kind == MoveKind::SetDigit)
        m.clean_notes = !optional_member(v, "clean_notes") ||
                        as_bool(v["clean_notes"], join(path, "clean_notes"));
    if (m.kind == MoveKind::SetNotes) {
        const std::string notes_path = join(path, "notes");
        const Json& notes = as_array(member(v, path, "notes"), notes_path);
        if (static_cast<int>(notes.size()) > layout.size())
            fail(notes_path, coded_error(ErrorCode::TooManyNotes, {std::to_string(layout.size())}));
        for (std::size_t i = 0; i < notes.size(); ++i)
            m.notes |= core::digit_bit(
                static_cast<Digit>(as_int(notes[i], element(notes_path, i), 1, layout.size())));
    }
    if (m.kind == MoveKind::SolverSolution) {
        const std::string digits_path = join(path, "digits");
        m.digits =
            parse_grid(as_string(member(v, path, "digits"), digits_path), digits_path, layout);
    }
    if (m.kind == MoveKind::Hint) read_strikes(m, v, path, layout);
    return m;
}

// A start's per-cell list of numbers in 0..max, when present (version 3).
template <typename T>
void read_cell_list(std::vector<T>& out, const Json& v, std::string_view key, std::int64_t max) {
    const Json* list = optional_member(v, key);
    if (list == nullptr) return;
    const std::string path = join("start", key);
    as_array(*list, path);
    if (list->size() != out.size())
        fail(path, coded_error(ErrorCode::StartEntriesCount,
                               {std::to_string(list->size()), std::to_string(out.size())}));
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = static_cast<T>(as_int((*list)[i], element(path, i), 0, max));
}

// The start's corner marks and colours (version 3); resume_from checks where they sit.
void read_start_marks(core::Position& start, const Json& v, const Layout& layout) {
    read_cell_list(start.corners, v, "corners", core::full_mask(layout.size()));
    read_cell_list(start.colours, v, "colours", core::kPaletteSize);
    const Json* triples = optional_member(v, "candidate_colours");
    if (triples == nullptr) return;
    as_array(*triples, "start.candidate_colours");
    if (triples->size() > start.candidate_colours.size() * layout.size())
        fail("start.candidate_colours",
             coded_error(ErrorCode::StartEntriesCount,
                         {std::to_string(triples->size()),
                          std::to_string(start.candidate_colours.size() * layout.size())}));
    for (std::size_t i = 0; i < triples->size(); ++i) {
        const std::string path = element("start.candidate_colours", i);
        const Json& t = as_array((*triples)[i], path);
        if (t.size() != 3)
            fail(path, coded_error(ErrorCode::StartEntriesCount, {std::to_string(t.size()), "3"}));
        const auto c = as_int(t[0], element(path, 0), 0, layout.cell_count() - 1);
        const auto d = as_int(t[1], element(path, 1), 1, layout.size());
        start.candidate_colours[c][d - 1] =
            static_cast<core::Colour>(as_int(t[2], element(path, 2), 0, core::kPaletteSize));
    }
}

void read_start(Game& game, const Json& v) {
    as_object(v, "start");
    const Layout& layout = game.layout();
    const std::size_t cells = static_cast<std::size_t>(layout.cell_count());
    core::Position start = core::Position::start(game.puzzle());
    const std::string& digits = as_string(member(v, "start", "digits"), "start.digits");
    start.digits = Board(game.puzzle().layout_ptr(), parse_grid(digits, "start.digits", layout));
    const Json& notes = as_array(member(v, "start", "notes"), "start.notes");
    if (notes.size() != cells)
        fail("start.notes", coded_error(ErrorCode::StartNotesCount,
                                        {std::to_string(notes.size()), std::to_string(cells)}));
    for (std::size_t i = 0; i < cells; ++i)
        start.notes[i] = static_cast<core::Mask>(
            as_int(notes[i], element("start.notes", i), 0, core::full_mask(layout.size())));
    const std::string& marks = as_string(member(v, "start", "marks"), "start.marks");
    if (marks.size() != cells)
        fail("start.marks", coded_error(ErrorCode::GridSymbolCount,
                                        {std::to_string(marks.size()), std::to_string(cells),
                                         std::to_string(layout.size())}));
    for (std::size_t i = 0; i < cells; ++i) {
        const auto at = kMarkSymbols.find(marks[i]);
        if (at == std::string_view::npos)
            fail("start.marks",
                 coded_error(ErrorCode::StartMarkUnknown,
                             {std::to_string(i + 1), core::describe_char(marks[i])}));
        start.marks[i] = static_cast<core::CellMark>(at);
    }
    read_start_marks(start, v, layout);
    if (auto misfit = game.resume_from(std::move(start))) fail("start", *misfit);
}

Game load(const Json& root) {
    (void)check_header(root, kSaveFormat, kSaveVersionWithoutStart, kSaveVersion);
    Game game = read_puzzle(root);
    if (const Json* start = optional_member(root, "start")) read_start(game, *start);
    if (const Json* d = optional_member(root, "difficulty")) {
        const std::string& difficulty = as_string(*d, "difficulty");
        if (difficulty.size() > kMaxSaveTextBytes)
            fail("difficulty",
                 coded_error(ErrorCode::TextTooLong, {std::to_string(difficulty.size()),
                                                      std::to_string(kMaxSaveTextBytes)}));
        game.set_difficulty(difficulty);
    }

    // Cheap fields first, so a bad one is reported without replaying anything.
    const Json& moves = as_array(member(root, "", "moves"), "moves");
    if (moves.size() > kMaxSaveMoves)
        fail("moves", coded_error(ErrorCode::TooManyMoves,
                                  {std::to_string(moves.size()), std::to_string(kMaxSaveMoves)}));
    const auto cursor = static_cast<std::size_t>(
        as_int(member(root, "", "cursor"), "cursor", 0, static_cast<std::int64_t>(moves.size())));
    const core::GameTally tally = read_tally(root, "");

    std::size_t changed_cells = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string path = element("moves", i);
        const Move move = read_move(moves[i], path, game.layout());
        // The attempt a restart ended, as it was (its clock too), for undoing the restart.
        if (move.kind == MoveKind::Restart)
            if (const Json* before = optional_member(moves[i], "tally_before"))
                game.restore_tally(read_tally(as_object(*before, join(path, "tally_before")),
                                              join(path, "tally_before")));
        auto played = game.play(move);
        if (!played) fail(path, played.error());
        if (!played->changed) fail(path, coded_error(ErrorCode::MoveChangesNothing));
        changed_cells += game.history().entries().back().changes.size();
        if (changed_cells > kMaxSaveChangedCells)
            fail(path,
                 coded_error(ErrorCode::TooManyChanges, {std::to_string(kMaxSaveChangedCells)}));
    }
    for (std::size_t undone = moves.size(); undone > cursor; --undone)
        game.undo();
    game.restore_tally(tally);
    return game;
}

SavedGame load_saved(const Json& root) {
    SavedGame saved{load(root), {}};
    if (const Json* branches = optional_member(root, "branches"))
        saved.branches = read_branches(*branches, "branches", saved.game);
    return saved;
}

}  // namespace

std::string save_to_text(const Game& game, const core::BranchTree& branches) {
    OrderedJson root;
    root["format"] = kSaveFormat;
    const bool folded = !(game.history_start() == core::Position::start(game.puzzle()));
    root["version"] = uses_marks(game) ? kSaveVersion
                      : folded         ? kSaveVersionWithStart
                                       : kSaveVersionWithoutStart;
    root["puzzle"] = puzzle_json(game.puzzle());
    // What is written must read back: text cut to the loader's limit (on a character
    // boundary), tallies clamped to its ranges.
    root["difficulty"] = bounded_text(game.difficulty(), kMaxSaveTextBytes);
    if (folded) root["start"] = start_json(game.history_start());
    root["moves"] = OrderedJson::array();
    for (const core::HistoryEntry& entry : game.history().entries()) {
        OrderedJson move = move_json(entry.move);
        // A restart keeps the attempt it ended, which undoing it brings back.
        if (entry.tally_before) {
            move["tally_before"] = OrderedJson::object();
            write_tally(move["tally_before"], *entry.tally_before);
        }
        root["moves"].push_back(std::move(move));
    }
    root["cursor"] = game.history().cursor();
    write_tally(root, game.tally());
    if (!branches.branches().empty()) root["branches"] = branches_json(branches);

    // One key per line and one move (or branch) per line: compact, yet readable and diffable.
    std::string text = "{";
    for (const auto& [key, value] : root.items()) {
        text += (text.size() > 1 ? ",\n  " : "\n  ") + dump(OrderedJson(key)) + ": ";
        if ((key != "moves" && key != "branches") || value.empty()) {
            text += dump(value);
            continue;
        }
        text += "[";
        for (std::size_t i = 0; i < value.size(); ++i)
            text += (i > 0 ? ",\n    " : "\n    ") + dump(value[i]);
        text += "\n  ]";
    }
    return text + "\n}\n";
}

FileResult<SavedGame> load_saved_game(std::string_view text) {
    try {
        return load_saved(parse(text, JsonFileKind::Save));
    } catch (const FileError& e) {
        return e;
    } catch (const Json::exception& e) {
        // Every access above is type-checked first; this is a safety net, not a path.
        return file_error("", coded_error(ErrorCode::UnexpectedJson, {std::to_string(e.id)}));
    }
}

FileResult<Game> load_from_text(std::string_view text) {
    auto saved = load_saved_game(text);
    if (!saved) return saved.error();
    return std::move(saved->game);
}

FileStatus write_save(const std::filesystem::path& path, const Game& game,
                      const core::BranchTree& branches) {
    return write_file_atomic(path, save_to_text(game, branches));
}

FileResult<SavedGame> read_saved_game(const std::filesystem::path& path) {
    auto text = read_json_file(path, JsonFileKind::Save);
    if (!text) return text.error();
    auto saved = load_saved_game(*text);
    if (!saved) return in_file(path, saved.error());
    return saved;
}

FileResult<Game> read_save(const std::filesystem::path& path) {
    auto saved = read_saved_game(path);
    if (!saved) return saved.error();
    return std::move(saved->game);
}

FileResult<Board> load_board_from_save(const std::filesystem::path& path) {
    auto game = read_save(path);
    if (!game) return game.error();
    return game->board();
}

}  // namespace sudoku::io
