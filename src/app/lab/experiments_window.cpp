#include "app/lab/experiments_window.hpp"

// [SECTION] setup: set, configurations, budget
// [SECTION] running: start, poll, progress
// [SECTION] results: table, charts, hover, exports

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/lab_strings.hpp"
#include "app/i18n/watch_strings.hpp"
#include "app/lab/figure_view.hpp"
#include "app/lab/set_file.hpp"
#include "app/model/command.hpp"
#include "app/views/board_preview.hpp"
#include "app/views/item_report.hpp"
#include "core/plot/figure_svg.hpp"
#include "io/atomic_file.hpp"
#include "io/paths.hpp"
#include "render/figure_png.hpp"

namespace sudoku::app {

namespace {

// A configuration as the game names it: a lesson search by its one word in `lang` ("Quay lui
// đơn giản", not "naive"), followed by what the spec adds to it ("algo=mrv,val=random");
// the fast solver by its spec.
std::string config_title(const core::Configuration& config, Language lang) {
    if (config.fast) return config.spec;
    const std::string word = algorithm_word(config.step.algorithm, lang);
    if (config.spec == core::algorithm_name(config.step.algorithm)) return word;
    return word + " (" + config.spec + ")";
}

std::vector<std::string> config_titles(const core::ExperimentResults& results, Language lang) {
    std::vector<std::string> titles;
    for (const core::Configuration& config : results.spec.configs)
        titles.push_back(config_title(config, lang));
    return titles;
}

}  // namespace

namespace {

constexpr const char* kGrades[] = {"easy", "medium", "hard", "expert", "evil"};
const char* status_text(core::RunStatus status, Language language) {
    switch (status) {
        case core::RunStatus::Solved:
            return lab_text(LabText::StatusSolved, language);
        case core::RunStatus::NoSolution:
            return lab_text(LabText::StatusNoSolution, language);
        case core::RunStatus::Budget:
            return lab_text(LabText::StatusBudget, language);
        case core::RunStatus::Cancelled:
            return lab_text(LabText::StatusCancelled, language);
    }
    return "";
}

std::string seconds_text(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", value);
    return buffer;
}

std::string number_text(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", value);
    return buffer;
}

}  // namespace

// [SECTION] setup: set, configurations, budget

void ExperimentsWindow::draw(const ViewContext& ctx) {
    poll(ctx);
    if (!m_open) return;
    const Language lang = ctx.ui.language;
    const float font = ImGui::GetFontSize();
    // Large type on a small screen: the window keeps inside the screen and scrolls instead.
    const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
    center_next_window(ImGuiCond_Appearing, ImVec2(std::min(font * 52, screen.x * 0.94f),
                                                   std::min(font * 38, screen.y * 0.9f)));
    const std::string title = std::string(lab_text(LabText::WindowTitle, lang)) + "###experiments";
    // On the window's background like the game's dialogs, so fields and buttons stand out.
    push_dialog_style(ctx.theme);
    if (ImGui::Begin(title.c_str(), &m_open)) {
        // The setup folds away when results arrive, leaving the room to the table and charts.
        if (m_fold_setup) ImGui::SetNextItemOpen(false, ImGuiCond_Always);
        m_fold_setup = false;
        if (ImGui::CollapsingHeader(lab_text(LabText::SetupHeading, ctx.ui.language),
                                    ImGuiTreeNodeFlags_DefaultOpen))
            draw_setup(ctx);
        draw_run_line(ctx);
        ImGui::Separator();
        draw_results(ctx);
        // As its title bar's button: closes the window, a running experiment goes on.
        if (escape_pressed_here()) m_open = false;
    }
    ImGui::End();
    pop_dialog_style();
}

void ExperimentsWindow::draw_setup(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    const bool idle = !busy();
    if (!idle) ImGui::BeginDisabled();
    draw_set_choice(ctx);
    draw_configs(ctx);
    const float field = ImGui::GetFontSize() * 7;
    const auto number = [&](LabText label, int& value, int lo, int hi) {
        ImGui::SetNextItemWidth(field);
        const std::string id =
            std::string(lab_text(label, lang)) + "##" + std::to_string(static_cast<int>(label));
        if (ImGui::InputInt(id.c_str(), &value, 0)) value = std::clamp(value, lo, hi);
    };
    number(LabText::Repeat, m_repeat, 1, core::kMaxRepeat);
    number(LabText::BudgetNodes, m_budget_nodes, 0, 2000000000);
    number(LabText::BudgetSeconds, m_budget_seconds, 0, 86400);
    number(LabText::Threads, m_threads, 1, core::kMaxThreads);
    if (!idle) ImGui::EndDisabled();
}

void ExperimentsWindow::draw_set_choice(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    const char* kinds[] = {lab_text(LabText::SetFile, lang), lab_text(LabText::SetLessons, lang),
                           lab_text(LabText::SetGenerate, lang)};
    const float field = ImGui::GetFontSize() * 7;
    // Labels above their fields: in large type a label beside a wide field would be cut.
    ImGui::TextUnformatted(lab_text(LabText::SetHeading, lang));
    ImGui::SetNextItemWidth(std::min(field * 2, ImGui::GetContentRegionAvail().x));
    ImGui::Combo("##set_kind", &m_set_kind, kinds, 3);
    if (m_set_kind == 0) {
        ImGui::TextUnformatted(lab_text(LabText::FilePath, lang));
        ImGui::SetNextItemWidth(-1);
        ImGui::InputText("##set_path", &m_path);
    } else if (m_set_kind == 2) {
        ImGui::SetNextItemWidth(field);
        if (ImGui::InputInt(lab_text(LabText::GenCount, lang), &m_gen_count, 0))
            m_gen_count = std::clamp(m_gen_count, 1, core::kMaxGeneratedSet);
        ImGui::SetNextItemWidth(field);
        ImGui::Combo(lab_text(LabText::GenDifficulty, lang), &m_gen_grade, kGrades, 5);
        ImGui::SetNextItemWidth(field);
        if (ImGui::InputInt(lab_text(LabText::GenSize, lang), &m_gen_size, 0))
            m_gen_size = std::clamp(m_gen_size, 4, 16);
        ImGui::SetNextItemWidth(field);
        ImGui::InputInt(lab_text(LabText::Seed, lang), &m_seed, 0);
    }
}

void ExperimentsWindow::draw_configs(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    ImGui::TextUnformatted(lab_text(LabText::ConfigHeading, lang));
    const std::vector<std::string> specs = core::known_configuration_specs();
    m_ticked.resize(specs.size(), false);
    const ImGuiStyle& style = ImGui::GetStyle();
    float x = 0;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        // Checkboxes share a line while they fit (large type puts fewer on a line).
        const float width = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x +
                            ImGui::CalcTextSize(specs[i].c_str()).x;
        if (i > 0 && x + style.ItemSpacing.x + width < ImGui::GetContentRegionAvail().x) {
            ImGui::SameLine();
            x += style.ItemSpacing.x + width;
        } else {
            x = width;
        }
        bool ticked = m_ticked[i];
        if (ImGui::Checkbox(specs[i].c_str(), &ticked)) m_ticked[i] = ticked;
    }
    ImGui::TextUnformatted(lab_text(LabText::MoreSpecs, lang));
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##more_specs", &m_more);
}

// [SECTION] running: start, poll, progress

void ExperimentsWindow::draw_run_line(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    if (!busy()) {
        if (ImGui::Button(lab_text(LabText::Run, lang))) start(ctx);
        report_last_item("lab_run");
    } else {
        if (ImGui::Button(lab_text(LabText::Cancel, lang))) {
            m_set_job.cancel();
            if (m_runner) m_runner->cancel();
        }
    }
    ImGui::SameLine();
    if (m_set_job.active()) {
        const int done = m_generated ? m_generated->load() : 0;
        const int total = m_set_kind == 2 ? m_gen_count : 1;
        ImGui::ProgressBar(
            static_cast<float>(done) / static_cast<float>(total), ImVec2(-1, 0),
            fill(lab_text(LabText::Generating, lang), {std::to_string(done), std::to_string(total)})
                .c_str());
    } else if (m_runner) {
        const std::size_t done = m_runner->done();
        const std::size_t total = std::max<std::size_t>(1, m_runner->total());
        ImGui::ProgressBar(static_cast<float>(done) / static_cast<float>(total), ImVec2(-1, 0),
                           fill(lab_text(LabText::Progress, lang),
                                {std::to_string(done), std::to_string(m_runner->total())})
                               .c_str());
    } else if (!m_error.empty()) {
        ImGui::TextColored(ImVec4(0.85f, 0.2f, 0.2f, 1.0f), "%s", m_error.c_str());
    } else if (m_results) {
        const std::size_t done = static_cast<std::size_t>(std::count_if(
            m_results->records.begin(), m_results->records.end(), [](const core::RunRecord& r) {
                return r.counts.status != core::RunStatus::Cancelled;
            }));
        const bool complete = done == m_results->records.size();
        ImGui::TextUnformatted(
            complete ? fill(lab_text(LabText::Finished, lang),
                            {std::to_string(done), seconds_text(m_seconds)})
                           .c_str()
                     : fill(lab_text(LabText::Cancelled, lang),
                            {std::to_string(done), std::to_string(m_results->records.size())})
                           .c_str());
    }
}

void ExperimentsWindow::start(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    m_error.clear();
    m_export_message.clear();
    std::string list;
    const std::vector<std::string> specs = core::known_configuration_specs();
    for (std::size_t i = 0; i < specs.size(); ++i)
        if (m_ticked[i]) list += (list.empty() ? "" : ";") + specs[i];
    // The free field may hold commas inside key=value specs: it goes in as one list part
    // when it has no ';' of its own.
    if (!m_more.empty()) list += (list.empty() ? "" : ";") + m_more;
    auto configs = core::parse_configuration_list(list);
    if (!configs) {
        m_error = error_text(configs.error(), lang);
        return;
    }
    m_pending = {};
    m_pending.configs = std::move(*configs);
    m_pending.repeat = m_repeat;
    m_pending.seed = static_cast<std::uint64_t>(std::max(0, m_seed));
    m_pending.budget = {static_cast<std::uint64_t>(m_budget_nodes),
                        static_cast<double>(m_budget_seconds)};
    m_pending.threads = m_threads;
    m_generated = std::make_shared<std::atomic<int>>(0);
    const int kind = m_set_kind;
    const std::string path = m_path;
    core::GenerateSetSpec gen{m_gen_count, static_cast<core::Grade>(m_gen_grade), m_gen_size,
                              m_pending.seed};
    m_set_job.start([kind, path, gen, done = m_generated](const std::atomic<bool>& cancel) {
        if (kind == 0) return read_set_file(path);
        if (kind == 1) return SetResult(core::lesson_puzzle_set());
        return core::generate_puzzle_set(gen, &cancel, done.get());
    });
    m_started = ImGui::GetTime();
}

void ExperimentsWindow::poll(const ViewContext& ctx) {
    // Cancel while the set was read: the set that arrives starts nothing.
    const bool cancelled = m_set_job.cancel_requested();
    if (auto set = m_set_job.take_result()) {
        if (cancelled) {
            m_error = error_text(core::coded_error(core::ErrorCode::Cancelled), ctx.ui.language);
            return;
        }
        if (!*set) {
            m_error = error_text(set->error(), ctx.ui.language);
            return;
        }
        m_runner = std::make_unique<core::ExperimentRunner>(
            std::make_shared<const std::vector<core::SetPuzzle>>(std::move(set->value())),
            m_pending);
    }
    if (m_runner && m_runner->finished()) {
        m_runner->wait();
        m_results = core::results_of(*m_runner);
        m_runner.reset();
        m_seconds = ImGui::GetTime() - m_started;
        m_fold_setup = true;
        m_order.resize(m_results->records.size());
        for (std::size_t i = 0; i < m_order.size(); ++i)
            m_order[i] = static_cast<int>(i);
    }
}

// [SECTION] results: table, charts, hover, exports

void ExperimentsWindow::draw_results(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    if (!m_results) {
        ImGui::TextWrapped("%s", lab_text(LabText::NoResults, lang));
        return;
    }
    for (std::size_t c = 0; c < m_results->spec.configs.size(); ++c) {
        const int ci = static_cast<int>(c);
        const core::Summary s = core::config_summary(*m_results, ci, core::Metric::Nodes);
        ImGui::TextUnformatted(
            fill(lab_text(LabText::SummaryLine, lang),
                 {config_title(m_results->spec.configs[c], lang), number_text(s.median),
                  number_text(s.mean),
                  std::to_string(core::count_status(*m_results, ci, core::RunStatus::Solved)),
                  std::to_string(s.count)})
                .c_str());
    }
    if (!ImGui::BeginTabBar("##lab_tabs")) return;
    const std::pair<Tab, LabText> tabs[] = {{Tab::Table, LabText::TabTable},
                                            {Tab::Scatter, LabText::TabScatter},
                                            {Tab::Box, LabText::TabBox},
                                            {Tab::Bar, LabText::TabBar}};
    for (const auto& [tab, label] : tabs) {
        const std::string id =
            std::string(lab_text(label, lang)) + "###tab" + std::to_string(static_cast<int>(tab));
        const bool open = ImGui::BeginTabItem(id.c_str());
        report_last_item(("lab_tab_" + std::to_string(static_cast<int>(tab))).c_str());
        if (!open) continue;
        draw_exports(ctx, tab);
        if (tab == Tab::Table)
            draw_table(ctx);
        else
            draw_chart(ctx, tab);
        ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
}

void ExperimentsWindow::draw_table(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    constexpr LabText kColumns[] = {
        LabText::ColPuzzle, LabText::ColGivens,     LabText::ColConfig,     LabText::ColRepeat,
        LabText::ColStatus, LabText::ColPlacements, LabText::ColBacktracks, LabText::ColChecks,
        LabText::ColNodes,  LabText::ColTime};
    const ImGuiTableFlags flags = ImGuiTableFlags_Sortable | ImGuiTableFlags_ScrollY |
                                  ImGuiTableFlags_ScrollX | ImGuiTableFlags_RowBg |
                                  ImGuiTableFlags_BordersOuter | ImGuiTableFlags_Resizable;
    if (!ImGui::BeginTable("##lab_table", 10, flags)) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    for (LabText column : kColumns)
        ImGui::TableSetupColumn(lab_text(column, lang));
    ImGui::TableHeadersRow();
    const auto& records = m_results->records;
    const auto& puzzles = *m_results->puzzles;
    const auto key = [&](int i, int column) -> double {
        const core::RunRecord& r = records[static_cast<std::size_t>(i)];
        switch (column) {
            case 0:
                return r.puzzle;
            case 1:
                return puzzles[static_cast<std::size_t>(r.puzzle)].givens();
            case 2:
                return r.config;
            case 3:
                return r.repetition;
            case 4:
                return static_cast<double>(r.counts.status);
            case 5:
                return static_cast<double>(r.counts.placements);
            case 6:
                return static_cast<double>(r.counts.backtracks);
            case 7:
                return static_cast<double>(r.counts.checks);
            case 8:
                return static_cast<double>(r.counts.nodes);
            default:
                return r.counts.seconds;
        }
    };
    if (ImGuiTableSortSpecs* sort = ImGui::TableGetSortSpecs(); sort && sort->SpecsDirty) {
        if (sort->SpecsCount > 0) {
            const int column = sort->Specs[0].ColumnIndex;
            const bool up = sort->Specs[0].SortDirection == ImGuiSortDirection_Ascending;
            std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) {
                return up ? key(a, column) < key(b, column) : key(a, column) > key(b, column);
            });
        }
        sort->SpecsDirty = false;
    }
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(m_order.size()));
    while (clipper.Step())
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const core::RunRecord& r =
                records[static_cast<std::size_t>(m_order[static_cast<std::size_t>(row)])];
            const core::SetPuzzle& p = puzzles[static_cast<std::size_t>(r.puzzle)];
            ImGui::TableNextRow();
            const std::string cells[] = {
                p.label,
                std::to_string(p.givens()),
                config_title(m_results->spec.configs[static_cast<std::size_t>(r.config)], lang),
                std::to_string(r.repetition + 1),
                status_text(r.counts.status, lang),
                std::to_string(r.counts.placements),
                std::to_string(r.counts.backtracks),
                std::to_string(r.counts.checks),
                std::to_string(r.counts.nodes),
                number_text(r.counts.seconds * 1000.0)};
            for (const std::string& cell : cells) {
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(cell.c_str());
            }
        }
    ImGui::EndTable();
}

core::Chart ExperimentsWindow::plain_chart(const ViewContext& ctx, Tab tab) const {
    const Language lang = ctx.ui.language;
    const std::string nodes = lab_text(LabText::AxisNodes, lang);
    const std::string configuration = lab_text(LabText::AxisConfiguration, lang);
    if (tab == Tab::Scatter) {
        const bool grade = m_by_difficulty && core::difficulty_known(*m_results);
        return core::scatter_chart(
            *m_results, grade ? core::ScatterX::Difficulty : core::ScatterX::Givens,
            core::Metric::Nodes, true,
            {fill(lab_text(LabText::ChartScatter, lang), {nodes}),
             lab_text(grade ? LabText::AxisDifficulty : LabText::AxisGivens, lang), nodes});
    }
    if (tab == Tab::Box)
        return core::box_chart(
            *m_results, core::Metric::Nodes, true,
            {fill(lab_text(LabText::ChartBox, lang), {nodes}), configuration, nodes});
    return core::bar_chart(
        *m_results, core::Metric::Nodes, true,
        {fill(lab_text(LabText::ChartBar, lang), {nodes}), configuration, nodes});
}

core::Chart ExperimentsWindow::chart(const ViewContext& ctx, Tab tab) const {
    // The configurations by their titles in the player's language.
    core::Chart made = plain_chart(ctx, tab);
    const std::vector<std::string> titles = config_titles(*m_results, ctx.ui.language);
    for (std::size_t i = 0; i < titles.size(); ++i) {
        if (i < made.series.size()) made.series[i].name = titles[i];
        if (i < made.boxes.size()) made.boxes[i].name = titles[i];
        if (i < made.bars.size()) made.bars[i].name = titles[i];
    }
    return made;
}

void ExperimentsWindow::draw_chart(const ViewContext& ctx, Tab tab) {
    const Language lang = ctx.ui.language;
    if (tab == Tab::Scatter && core::difficulty_known(*m_results)) {
        ImGui::Checkbox(lab_text(LabText::ByDifficulty, lang), &m_by_difficulty);
    }
    const ImVec2 size = ImGui::GetContentRegionAvail();
    if (size.x < 50 || size.y < 50) return;
    core::FigureStyle style;
    style.font = ImGui::GetFontSize() * 0.9;
    const core::Figure figure = core::layout_chart(chart(ctx, tab), size.x, size.y, style);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##chart", size);
    draw_figure(ImGui::GetWindowDrawList(), origin, figure);
    if (tab != Tab::Scatter || !ImGui::IsItemHovered()) return;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int hit = figure.point_at(mouse.x - origin.x, mouse.y - origin.y, style.font * 0.6);
    if (hit < 0) return;
    const int record = figure.points[static_cast<std::size_t>(hit)].tag;
    const core::RunRecord& r = m_results->records[static_cast<std::size_t>(record)];
    const core::SetPuzzle& p = (*m_results->puzzles)[static_cast<std::size_t>(r.puzzle)];
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(
        fill(lab_text(LabText::HoverPoint, lang),
             {p.label, std::to_string(p.givens()),
              config_title(m_results->spec.configs[static_cast<std::size_t>(r.config)], lang),
              std::to_string(r.counts.nodes)})
            .c_str());
    (void)draw_board_preview(p.board, {}, ImGui::GetFontSize() * 10, ctx.theme, ctx.fonts);
    ImGui::TextUnformatted(lab_text(LabText::HoverOpen, lang));
    ImGui::EndTooltip();
    if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) open_in_watch(ctx, record);
}

void ExperimentsWindow::open_in_watch(const ViewContext& ctx, int record) const {
    const core::RunRecord& r = m_results->records[static_cast<std::size_t>(record)];
    const core::Configuration& config = m_results->spec.configs[static_cast<std::size_t>(r.config)];
    WatchSetup setup;
    // Watch shows the step searches; the fast solver's nearest one is propagate (most
    // constrained cell and singles).
    setup.lane(0).set_search(config.fast
                                 ? core::StepSolverOptions{.algorithm = core::Algorithm::Propagate}
                                 : config.step);
    setup.lane(0).column_rule = config.step.column_rule;
    std::uint64_t storage = 0;
    const std::uint64_t* seed = core::repetition_seed(m_results->spec, r.repetition, storage);
    setup.lane(0).order = seed != nullptr ? core::ValueOrder::Random : config.step.order;
    setup.lane(0).seed = seed != nullptr ? *seed : config.step.seed;
    const core::Board& board = (*m_results->puzzles)[static_cast<std::size_t>(r.puzzle)].board;
    ctx.commands.push(wcmd::Enter{.board = board});
    ctx.commands.push(wcmd::SetSetup{setup});
}

void ExperimentsWindow::draw_exports(const ViewContext& ctx, Tab tab) {
    const Language lang = ctx.ui.language;
    if (m_export_path.empty()) m_export_path = (io::data_dir() / "experiment").string();
    ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 8,
                                     ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 22));
    ImGui::InputText(lab_text(LabText::ExportPath, lang), &m_export_path);
    if (tab == Tab::Table) {
        ImGui::SameLine();
        if (ImGui::Button(lab_text(LabText::ExportCsv, lang))) export_file(ctx, tab, ".csv");
        report_last_item("lab_export_csv");
    } else {
        ImGui::SameLine();
        if (ImGui::Button(lab_text(LabText::ExportPng, lang))) export_file(ctx, tab, ".png");
        report_last_item("lab_export_png");
        ImGui::SameLine();
        if (ImGui::Button(lab_text(LabText::ExportSvg, lang))) export_file(ctx, tab, ".svg");
        report_last_item("lab_export_svg");
    }
    if (!m_export_message.empty()) ImGui::TextWrapped("%s", m_export_message.c_str());
}

void ExperimentsWindow::export_file(const ViewContext& ctx, Tab tab, const std::string& extension) {
    const Language lang = ctx.ui.language;
    std::string path = m_export_path;
    const std::string tab_name[] = {"", "-scatter", "-box", "-bar"};
    if (path.ends_with(".csv") || path.ends_with(".png") || path.ends_with(".svg"))
        path.resize(path.size() - 4);
    path += tab_name[static_cast<int>(tab)] + extension;
    std::error_code ignored;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ignored);
    bool ok = true;
    if (extension == ".png") {
        const core::Figure figure = core::layout_chart(chart(ctx, tab), 1000, 620);
        ok = !render::write_figure_png(figure, path).has_value();
    } else {
        const std::string text =
            extension == ".csv" ? core::results_csv(*m_results, config_titles(*m_results, lang))
                                : core::figure_svg(core::layout_chart(chart(ctx, tab), 1000, 620));
        // Whole or not at all: a spreadsheet never opens half a table.
        ok = !io::write_file_atomic(path, text, {.keep_backup = false}).has_value();
    }
    if (ok) ctx.commands.push(cmd::HandOverFile{path});
    m_export_message = fill(lab_text(ok ? LabText::Written : LabText::WriteFailed, lang), {path});
}

}  // namespace sudoku::app
