# Run by `cmake --install` after the files are in place (SUDOKU_INSTALL_DATADIR is set by the
# install rule before it): refreshes <prefix>/share/mime and the desktop entries' MIME cache,
# unless DESTDIR stages a package (Debian's triggers do it on the target system).
if(DEFINED ENV{DESTDIR} AND NOT "$ENV{DESTDIR}" STREQUAL "")
  return()
endif()
set(share "${CMAKE_INSTALL_PREFIX}/${SUDOKU_INSTALL_DATADIR}")
find_program(SUDOKU_UPDATE_MIME update-mime-database)
find_program(SUDOKU_UPDATE_DESKTOP update-desktop-database)
if(SUDOKU_UPDATE_MIME)
  execute_process(COMMAND ${SUDOKU_UPDATE_MIME} ${share}/mime RESULT_VARIABLE status
                  OUTPUT_QUIET ERROR_QUIET)
  message(STATUS "update-mime-database ${share}/mime: status ${status}")
endif()
if(SUDOKU_UPDATE_DESKTOP)
  execute_process(COMMAND ${SUDOKU_UPDATE_DESKTOP} -q ${share}/applications
                  RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
  message(STATUS "update-desktop-database ${share}/applications: status ${status}")
endif()
