# The man pages, made at build time by the CLI itself (`gpuplanner-cli-full --lang L --man PAGE`) from the same help
# it prints, in English and Chinese, gzipped as Debian installs them; and the bash and zsh completions.
# tests/packaging/man_page_test.py checks the pages against `--help`; tests/packaging/completion_test.sh runs the
# bash function and completion_test.zsh the zsh one.
include(GNUInstallDirs)

set(GPUPLANNER_MAN_DIR "${PROJECT_BINARY_DIR}/man" CACHE INTERNAL "")
set(_man_outputs)
foreach(lang en zh_CN)
    foreach(page gpuplanner-cli gpuplanner)
        set(_page "${GPUPLANNER_MAN_DIR}/${lang}/${page}.1")
        # A home of its own: the CLI reads settings (and would make their folder) wherever HOME points.
        add_custom_command(OUTPUT "${_page}" "${_page}.gz"
            COMMAND ${CMAKE_COMMAND} -E make_directory "${GPUPLANNER_MAN_DIR}/${lang}" "${GPUPLANNER_MAN_DIR}/home"
            # A sanitizer build runs its instrumented CLI here: leaks in the system's libraries are not this step's.
            COMMAND ${CMAKE_COMMAND} -E env HOME=${GPUPLANNER_MAN_DIR}/home XDG_CONFIG_HOME= XDG_DATA_HOME=
                    ASAN_OPTIONS=detect_leaks=0
                    $<TARGET_FILE:gpuplanner-cli-full> --lang ${lang} --man ${page} > "${_page}"
            COMMAND gzip -9n -c "${_page}" > "${_page}.gz"
            DEPENDS gpuplanner-cli-full
            COMMENT "Man page ${page}(1), ${lang}"
            VERBATIM)
        list(APPEND _man_outputs "${_page}.gz")
        if(lang STREQUAL "en")
            install(FILES "${_page}.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
        else()
            install(FILES "${_page}.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/${lang}/man1")
        endif()
    endforeach()
endforeach()
add_custom_target(man_pages ALL DEPENDS ${_man_outputs})

# bash-completion loads a command's file on first Tab from here; zsh looks in vendor-completions.
install(FILES "${PROJECT_SOURCE_DIR}/resources/completion/gpuplanner-cli.bash"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions" RENAME gpuplanner-cli)
install(FILES "${PROJECT_SOURCE_DIR}/resources/completion/_gpuplanner-cli"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions")
