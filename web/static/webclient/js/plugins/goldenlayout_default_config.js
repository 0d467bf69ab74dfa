/*
 * The web client's default layout (overrides Evennia's file of the same name):
 * one pane for the game's text and the input box below it, with German tab
 * labels ("title"; the component names stay, the plugins look for them).
 * Loaded in base.html before goldenlayout.js. A browser that saved its own
 * layout keeps it (localStorage).
 */
var goldenlayout_config = { // Global Variable used in goldenlayout.js init()
    content: [{
        type: "column",
        content: [{
            type: "row",
            content: [{
                type: "column",
                content: [{
                    type: "component",
                    componentName: "Main",
                    title: "Kartenrunde",
                    isClosable: false,
                    tooltip: "Das Spiel – zum Verschieben ziehen.",
                    componentState: {
                        types: "untagged",
                        updateMethod: "newlines",
                    },
                }]
            }],
        }, {
            type: "component",
            componentName: "input",
            title: "Eingabe",
            id: "inputComponent", // mark for ignore
            height: 20,  // percentage
            isClosable: false,
            tooltip: "Eingabe – hier tippst du deine Befehle.",
        }]
    }]
};
